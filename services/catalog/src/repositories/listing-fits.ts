import { OutboxMessageEntity, queryRows } from '@pitstop/common';
import {
  CatalogFitEvents,
  confirmedFitKeys,
  type FitVote,
  type ListingFitsChangedEvent,
} from '@pitstop/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The vehicles owners confirm these listings fit (confirmedFitKeys), one summary per listing,
 * versioned by the database clock read after each listing's lock is held (shared here; the
 * writers of confirmations hold it exclusive), so a summary is never older than its version.
 * What the fits-changed event carries and what the export gives the search index's rebuild.
 */
export async function fitSummaries(
  manager: EntityManager,
  listingIds: string[],
): Promise<ListingFitsChangedEvent[]> {
  if (listingIds.length === 0) return [];
  // Waits for a confirmation being written (its event's version is older than the one read).
  await manager.query(
    `SELECT id FROM catalog.listing WHERE id = ANY($1::uuid[]) ORDER BY id FOR SHARE`,
    [listingIds],
  );
  const votes = await queryRows<FitVote & { listingId: string }>(
    manager,
    `SELECT f.listing_id AS "listingId", f.fits, f.model_id AS "modelId",
       vm.slug AS "modelSlug", f.generation_id AS "generationId", g.year_start AS "yearStart",
       g.year_end AS "yearEnd", f.year
     FROM catalog.fit_confirmation f JOIN catalog.vehicle_model vm ON vm.id = f.model_id
       LEFT JOIN catalog.generation g ON g.id = f.generation_id
     WHERE f.listing_id = ANY($1::uuid[]) AND f.removed_at IS NULL`,
    [listingIds],
  );
  const [clock] = await queryRows<{ version: number }>(
    manager,
    `SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::float8 AS version`,
    [],
  );
  const byListing = new Map<string, FitVote[]>(listingIds.map((id) => [id, []]));
  for (const { listingId, ...vote } of votes) byListing.get(listingId)?.push(vote);
  return [...byListing].map(([id, listingVotes]) => ({
    id,
    version: clock!.version,
    confirmedFits: confirmedFitKeys(listingVotes),
  }));
}

/**
 * Records catalog.listing.fits-changed for these listings in the caller's transaction (which
 * changed their confirmations): the outbox publishes it after the commit.
 */
export async function announceFitsChanged(
  manager: EntityManager,
  listingIds: string[],
): Promise<void> {
  const summaries = await fitSummaries(manager, listingIds);
  if (summaries.length === 0) return;
  await manager.insert(
    OutboxMessageEntity,
    summaries.map((payload) => ({ topic: CatalogFitEvents.changed.topic, payload })),
  );
}
