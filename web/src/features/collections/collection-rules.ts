/**
 * A collection's name, as the server checks it. The contract's limits and messages are values the
 * app can't import (type-only imports keep the contracts out of the bundle); typed by them, these
 * fail to compile if they ever drift.
 */
import type { COLLECTION_LIMITS, CollectionMessages } from '@pitstop/contracts';

type Limits = typeof COLLECTION_LIMITS;
type Messages = typeof CollectionMessages;

export const COLLECTION_NAME_MAX: Limits['nameMax'] = 60;
const NAME_REQUIRED: Messages['nameRequired'] = 'Please give your collection a name.';
const NAME_TOO_LONG: Messages['nameTooLong'] = 'Collection names must be at most 60 characters.';

/** What is wrong with a name as typed (it is trimmed first), or null. */
export function collectionNameProblem(name: string | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return NAME_REQUIRED;
  if (trimmed.length > COLLECTION_NAME_MAX) return NAME_TOO_LONG;
  return null;
}

/** A collection's own page: its shareable address. */
export function collectionPath(id: string): string {
  return `/collections/${encodeURIComponent(id)}`;
}

/** Who may see it, as its tag says. */
export function visibilityLabel(isPublic: boolean): 'Public' | 'Private' {
  return isPublic ? 'Public' : 'Private';
}
