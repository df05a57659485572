import type { EntityManager } from 'typeorm';
import { trendingScore } from '@pitstop/contracts';
import { toSearchDocument, type ListingCounts } from '../domain/search-document.js';
import type { IndexWrite } from '../engines/search-engine.js';
import { countsOf, type IndexChange } from './index-change.js';

/** What the index holds of one listing (search.listing_state). */
interface ListingState extends ListingCounts {
  id: string;
  contentVersion: number;
  visible: boolean;
  /** The listing's creation time (epoch ms), for trending; null until its content arrives. */
  createdAtMs: number | null;
  countsVersion: number;
  fitsVersion: number;
  confirmedFits: string[];
}

/**
 * The ledger: per listing, the newest content version and counters version applied. Content
 * and counters are versioned apart because they arrive on different streams, in either order;
 * a document is always written with the newest counters known. The rows of a batch stay locked
 * until the engine has written, so two replicas never apply the same listing out of order.
 */
export async function settle(tx: EntityManager, changes: IndexChange[]): Promise<IndexWrite> {
  const ids = [...new Set(changes.map((c) => c.id))].sort();
  await tx.query(
    `INSERT INTO search.listing_state (id) SELECT unnest($1::uuid[]) ORDER BY 1 ON CONFLICT DO NOTHING`,
    [ids],
  );
  const rows = (await tx.query(
    `SELECT id, content_version::float8 AS "contentVersion", visible,
       (extract(epoch FROM created_at) * 1000)::float8 AS "createdAtMs",
       counts_version::float8 AS "countsVersion", fits_version::float8 AS "fitsVersion",
       confirmed_fits AS "confirmedFits", download_count AS "downloadCount",
       like_count AS "likeCount", rating_avg AS "ratingAvg", rating_count AS "ratingCount"
     FROM search.listing_state WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [ids],
  )) as ListingState[];
  const states = new Map(rows.map((row) => [row.id, row]));
  const contentChanged = new Map<string, Extract<IndexChange, { kind: 'listing' }> | null>();
  const countsChanged = new Set<string>();
  const fitsChanged = new Set<string>();

  for (const change of [...changes].sort((a, b) => a.version - b.version)) {
    const state = states.get(change.id)!;
    if (change.kind === 'counts') {
      if (change.version <= state.countsVersion) continue;
      Object.assign(state, change.counts, { countsVersion: change.version });
      countsChanged.add(change.id);
      continue;
    }
    if (change.kind === 'fits') {
      if (change.version <= state.fitsVersion) continue;
      Object.assign(state, { confirmedFits: change.confirmedFits, fitsVersion: change.version });
      fitsChanged.add(change.id);
      continue;
    }
    const newer =
      change.version > state.contentVersion ||
      (change.kind === 'listing' && change.refresh && change.version === state.contentVersion);
    if (!newer) continue;
    state.contentVersion = change.version;
    if (change.kind === 'deleted') {
      state.visible = false;
      contentChanged.set(change.id, null);
      continue;
    }
    state.visible = change.visible;
    state.createdAtMs = Date.parse(change.listing.createdAt);
    // The listing's counters are as of its version, unless a newer counts event came first.
    if (change.version >= state.countsVersion)
      Object.assign(state, countsOf(change.listing), { countsVersion: change.version });
    contentChanged.set(change.id, change.visible ? change : null);
  }

  const write: IndexWrite = { upserts: [], removals: [], counts: [], fits: [] };
  for (const [id, change] of contentChanged) {
    const state = states.get(id)!;
    if (change)
      write.upserts.push(toSearchDocument(change.listing, countsOf(state), state.confirmedFits));
    else write.removals.push(id);
  }
  for (const id of countsChanged) {
    const state = states.get(id)!;
    if (contentChanged.has(id) || !state.visible || state.createdAtMs === null) continue;
    write.counts.push({
      id,
      ...countsOf(state),
      trending: trendingScore(state, state.createdAtMs),
    });
  }
  for (const id of fitsChanged) {
    const state = states.get(id)!;
    // A listing not (yet) in the index gets its keys with its content.
    if (contentChanged.has(id) || !state.visible || state.createdAtMs === null) continue;
    write.fits!.push({ id, confirmedFits: state.confirmedFits });
  }
  await tx.query(
    `UPDATE search.listing_state s SET content_version = r.content_version,
       visible = r.visible, created_at = to_timestamp(r.created_at_ms / 1000.0), counts_version = r.counts_version,
       download_count = r.download_count, like_count = r.like_count, rating_avg = r.rating_avg,
       rating_count = r.rating_count, fits_version = r.fits_version,
       confirmed_fits = r.confirmed_fits, touched_at = clock_timestamp()
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, content_version bigint, visible boolean,
       created_at_ms float8, counts_version bigint, download_count int, like_count int,
       rating_avg float8, rating_count int, fits_version bigint, confirmed_fits text[])
     WHERE s.id = r.id`,
    [
      JSON.stringify(
        [...states.values()].map((s) => ({
          id: s.id,
          content_version: s.contentVersion,
          visible: s.visible,
          created_at_ms: s.createdAtMs,
          counts_version: s.countsVersion,
          download_count: s.downloadCount,
          like_count: s.likeCount,
          rating_avg: s.ratingAvg,
          rating_count: s.ratingCount,
          fits_version: s.fitsVersion,
          confirmed_fits: s.confirmedFits,
        })),
      ),
    ],
  );
  return write;
}

/** Listings the ledger has not heard of since `since` (a rebuild's start): gone from the catalog. */
export async function forgetUntouched(tx: EntityManager, since: Date): Promise<string[]> {
  const [rows] = (await tx.query(
    `DELETE FROM search.listing_state WHERE touched_at < $1 RETURNING id`,
    [since],
  )) as [{ id: string }[], number];
  return rows.map((r) => r.id);
}

/** Whether the ledger knows any listing at all. */
export async function ledgerSize(tx: EntityManager): Promise<number> {
  const [row] = (await tx.query(`SELECT count(*)::int AS n FROM search.listing_state`)) as {
    n: number;
  }[];
  return row!.n;
}
