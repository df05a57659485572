import { BadRequestError, ForbiddenError } from '@pitstop/common';
import { LISTING_LIMITS, ListingMessages as Msg, type Viewer } from '@pitstop/contracts';
import { isAdmin } from './people.js';
import { boundedText } from './plain-text.js';

/**
 * What taking a review or comment away does: its author deletes their own (the row goes); an
 * admin removes anyone else's with a reason (the row stays, its text withheld, shown as
 * 'Removed by a moderator'). An admin's own is theirs to delete like anyone's.
 */
export type FeedbackRemoval = { kind: 'delete' } | { kind: 'moderate'; reason: string };

export function decideRemoval(
  actor: Viewer,
  item: { authorId: string },
  reason: unknown,
): FeedbackRemoval {
  if (item.authorId === actor.id) return { kind: 'delete' };
  if (!isAdmin(actor)) throw new ForbiddenError(Msg.feedbackNotYours);
  const given = boundedText(reason, 'Reason', {
    max: LISTING_LIMITS.takedownReasonMax,
    tooLong: Msg.removalReasonTooLong,
    required: Msg.removalReasonRequired,
  });
  if (!given) throw new BadRequestError(Msg.removalReasonRequired);
  return { kind: 'moderate', reason: given };
}
