import type {
  ExportedListing,
  ListingFitsChangedEvent,
  ListingChangedEvent,
  ListingCountsChangedEvent,
  ListingDeletedEvent,
  ListingDto,
} from '@pitstop/contracts';
import type { ListingCounts } from '../domain/search-document.js';

/**
 * What the index learns about one listing, from a catalog event or the catalog's export. Each
 * carries the listing's version: the ledger applies only what is newer than what it holds, so
 * replays, redeliveries and events arriving out of order change nothing.
 */
export type IndexChange =
  | {
      kind: 'listing';
      id: string;
      version: number;
      visible: boolean;
      listing: ListingDto;
      /** From a rebuild: rewrite the document even at the version the ledger holds. */
      refresh?: boolean;
    }
  | { kind: 'deleted'; id: string; version: number }
  | { kind: 'counts'; id: string; version: number; counts: ListingCounts }
  /** Owners' confirmations, versioned apart (their own clock): confirmedFitKeys. */
  | { kind: 'fits'; id: string; version: number; confirmedFits: string[] };

export function listingChange(event: ListingChangedEvent, refresh = false): IndexChange {
  return {
    kind: 'listing',
    id: event.listing.id,
    version: event.listing.version,
    visible: event.visible,
    listing: event.listing,
    ...(refresh ? { refresh } : {}),
  };
}

export function deletedChange(event: ListingDeletedEvent): IndexChange {
  return { kind: 'deleted', id: event.id, version: event.version };
}

export function countsChange(event: ListingCountsChangedEvent): IndexChange {
  const { id, version, downloadCount, likeCount, ratingAvg, ratingCount } = event;
  return {
    kind: 'counts',
    id,
    version,
    counts: { downloadCount, likeCount, ratingAvg, ratingCount },
  };
}

/**
 * A listing read from the catalog (the rebuild, an imported batch): its content, and its owners'
 * confirmed fits as of the read, so an index built afresh ranks them as events would have.
 */
export function exportedChanges(exported: ExportedListing, refresh = false): IndexChange[] {
  const changes = [listingChange(exported, refresh)];
  // An older catalog answers without them: the next fits-changed event brings them.
  if (exported.fits) changes.push(fitsChange(exported.fits));
  return changes;
}

export function fitsChange(event: ListingFitsChangedEvent): IndexChange {
  return {
    kind: 'fits',
    id: event.id,
    version: event.version,
    confirmedFits: Array.isArray(event.confirmedFits) ? event.confirmedFits.map(String) : [],
  };
}

/** Just the counters of a listing or ledger row. */
export function countsOf(source: ListingCounts): ListingCounts {
  const { downloadCount, likeCount, ratingAvg, ratingCount } = source;
  return { downloadCount, likeCount, ratingAvg, ratingCount };
}
