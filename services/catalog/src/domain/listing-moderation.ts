import type { ApprovalStatus, Viewer } from '@pitstop/contracts';
import type { ListingRow } from './listing-dto.js';
import type { CheckedListing } from './listing-input.js';
import { isAdmin } from './people.js';

/** What a listing shows that an admin has to see before the public does. */
type ModeratedContent = Pick<
  ListingRow,
  'approvalStatus' | 'title' | 'shortDescription' | 'longDescriptionMd' | 'fileUrls' | 'previews'
>;

/**
 * The approval state after an edit; undefined = unchanged. A seller's edit of a rejected
 * listing submits it again, and one that changes what an admin approved (title, descriptions,
 * images, files) sends it back for review, hidden meanwhile. Price, print settings, licences,
 * tags, category and visibility are the seller's to change freely. A taken-down listing stays
 * down. An admin's edit never
 * changes the state: they approve or reject explicitly.
 */
export function approvalAfterEdit(
  current: ModeratedContent,
  edited: CheckedListing,
  actor: Viewer,
): ApprovalStatus | undefined {
  if (isAdmin(actor)) return undefined;
  // Taken down on a report: only an admin brings it back, whatever the seller edits.
  if (current.approvalStatus === 'taken_down') return undefined;
  if (current.approvalStatus === 'rejected') return 'pending';
  if (current.approvalStatus === 'approved' && changesModeratedContent(current, edited))
    return 'pending';
  return undefined;
}

function changesModeratedContent(current: ModeratedContent, { fields, imageUrls }: CheckedListing) {
  return (
    fields.title !== current.title ||
    fields.shortDescription !== current.shortDescription ||
    fields.longDescriptionMd !== current.longDescriptionMd ||
    !sameList(fields.fileUrls, current.fileUrls) ||
    (imageUrls !== undefined &&
      !sameList(
        imageUrls,
        current.previews.map((p) => p.storageUrl),
      ))
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);
