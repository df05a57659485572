import { BadRequestError, NotFoundError, isUuid } from '@pitstop/common';
import { COLLECTION_LIMITS, CollectionMessages as Msg } from '@pitstop/contracts';
import { boundedText } from './plain-text.js';

/** A collection's name as a person typed it: trimmed, required, at most nameMax characters. */
export function collectionName(value: unknown): string {
  return boundedText(value, 'Collection name', {
    max: COLLECTION_LIMITS.nameMax,
    tooLong: Msg.nameTooLong,
    required: Msg.nameRequired,
  });
}

/** isPublic as given: undefined when absent, else it must be a boolean. */
export function optionalIsPublic(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new BadRequestError(Msg.isPublicInvalid);
  return value;
}

/** A collection id from a payload. Anything that is not one names no collection. */
export function requireCollectionId(value: unknown): string {
  if (!isUuid(value)) throw new NotFoundError(Msg.notFound);
  return value.toLowerCase();
}
