import { defineEvent, defineRequest } from '../definitions.js';
import type { Actor, Viewer } from './listings.js';

/**
 * A listing's versions (docs/product.md, 'Versions'). Version 1 is the listing's files as first
 * published; a seller's new version (a changelog and files) becomes the listing's files. Whoever
 * may download the listing's files may download every version's.
 */

export const VERSION_LIMITS = {
  changelogMax: 2000,
} as const;

export const VersionMessages = {
  changelogRequired: 'changelog: say what changed in this version',
  changelogTooLong: `changelog must be at most ${VERSION_LIMITS.changelogMax} characters`,
  filesRequired: 'fileUrls: a new version needs at least one file',
  versionNotFound: 'Version not found',
  versionInvalid: 'version must be a whole number from 1',
} as const;

/** One file of a version; downloadUrl only for those who may download the listing's files. */
export interface VersionFileDto {
  id: string;
  filename: string;
  sizeBytes: number;
  downloadUrl: string | null;
}

export interface ListingVersionDto {
  number: number;
  /** ISO 8601: when it was published (version 1: the listing's publication). */
  createdAt: string;
  /** Null for version 1 (the first publication). */
  changelog: string | null;
  files: VersionFileDto[];
  latest: boolean;
}

/** POST /api/models3d/{id}/versions. */
export interface NewVersionBody {
  changelog: string;
  fileUrls: string[];
}

/** What buyers are told: a listing they may download has a new version. */
export interface VersionAddedEvent {
  listingId: string;
  listingTitle: string;
  slug: string;
  sellerId: string;
  number: number;
  changelog: string;
  /** Who is mailed: its buyers and those who downloaded it (not the seller). */
  recipientIds: string[];
}

export const CatalogVersions = {
  /** Newest first. */
  list: defineRequest<{ viewer: Viewer | null; listingId: string }, ListingVersionDto[]>(
    'catalog.version.list',
  ),
  add: defineRequest<
    { actor: Actor; listingId: string; version: NewVersionBody; unverifiedEmail?: string },
    ListingVersionDto
  >('catalog.version.add'),
} as const;

export const CatalogVersionEvents = {
  versionAdded: defineEvent<VersionAddedEvent>('catalog.version.added'),
} as const;
