/** Names of the people on the model page: the creator, reviewers and commenters. */
import type { PersonDto } from '@pitstop/contracts';

type Person = Partial<Pick<PersonDto, 'displayName' | 'firstName' | 'lastName'>>;

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** Display name, else first and last name, else `fallback`. */
function personName(person: Person | null | undefined, fallback: string): string {
  const full = [filled(person?.firstName), filled(person?.lastName)].filter(Boolean).join(' ');
  return filled(person?.displayName) ?? (full || fallback);
}

/** The creator card's name: display name, else first and last name, else 'Unknown'. */
export function creatorCardName(person: Person | null | undefined): string {
  return personName(person, 'Unknown');
}

/** A comment's author (and a review's, under its title): their name, else 'Anonymous User'. */
export function authorName(person: Person | null | undefined): string {
  return personName(person, 'Anonymous User');
}

/** A review's heading (SPEC.md section 2): its title, else the author's name, else 'Anonymous User'. */
export function reviewHeading(review: { title: string; author: Person | null }): string {
  return filled(review.title) ?? authorName(review.author);
}
