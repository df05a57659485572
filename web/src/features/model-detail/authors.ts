/** How reviewers and commenters are named on the model page (docs/product.md §2). */
import { personName, type Named } from '../../components/person-name';

/** A reviewer or commenter with no name at all. */
export const ANONYMOUS_AUTHOR = 'Anonymous User';

/** A review's heading: its title, else its author's name, else 'Anonymous User'. */
export function reviewHeading(review: { title: string; author: Named | null }): string {
  return review.title.trim() || personName(review.author, ANONYMOUS_AUTHOR);
}
