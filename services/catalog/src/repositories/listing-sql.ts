import { SqlParams, type Outbox } from '@pitstop/common';
import {
  CatalogEvents,
  type AnalysisState,
  type ListingCountsChangedEvent,
  type MeshAnalysis,
  type PreviewDto,
} from '@pitstop/contracts';
import type { EntityManager } from 'typeorm';
import type { AccessGuard, ListingAccess } from '../domain/listing-access.js';
import { toListingChangedEvent, type ListingRow } from '../domain/listing-dto.js';
import type { ListingFields } from '../domain/listing-input.js';

/** Columns a ListingFields value writes (its files are records of their own: replaceFiles). */
const LISTING_FIELD_COLUMNS: Record<Exclude<keyof ListingFields, 'fileUrls'>, string> = {
  title: 'title',
  shortDescription: 'short_description',
  longDescriptionMd: 'long_description_md',
  longDescriptionHtml: 'long_description_html',
  categoryId: 'category_id',
  tags: 'tags',
  priceCents: 'price_cents',
  currency: 'currency',
  printDifficulty: 'print_difficulty',
  supportsRequired: 'supports_required',
  infillHintPercent: 'infill_hint_percent',
  materials: 'materials',
  mountLocation: 'mount_location',
  allowPersonalUse: 'allow_personal_use',
  allowCommercialUse: 'allow_commercial_use',
  isDraft: 'is_draft',
  visibility: 'visibility',
  isUniversalFit: 'is_universal_fit',
  makeId: 'make_id',
  modelId: 'model_id',
  generationId: 'generation_id',
  trimId: 'trim_id',
};

/** Each column a ListingFields value writes, with the placeholder of its value. */
export function fieldAssignments(fields: ListingFields, params: SqlParams): [string, string][] {
  return (Object.keys(LISTING_FIELD_COLUMNS) as (keyof typeof LISTING_FIELD_COLUMNS)[]).map(
    (key) => [LISTING_FIELD_COLUMNS[key], params.add(fields[key])],
  );
}

/** Everyone may see it. Written exactly as the partial indexes' condition so they apply. */
export const VISIBLE_SQL = `l.approval_status = 'approved' AND l.visibility = 'public' AND NOT l.is_draft AND l.deleted_at IS NULL`;

/** The listing with the names its DTO shows, joined in one statement (no query per row). */
export const LISTING_FROM = `catalog.listing l
  LEFT JOIN catalog.category c ON c.id = l.category_id
  LEFT JOIN catalog.make mk ON mk.id = l.make_id
  LEFT JOIN catalog.vehicle_model vm ON vm.id = l.model_id
  LEFT JOIN catalog.generation g ON g.id = l.generation_id
  LEFT JOIN catalog.trim t ON t.id = l.trim_id
  LEFT JOIN catalog.member m ON m.id = l.seller_id`;

/**
 * A listing's files as addresses, in order: this site's download address for stored files
 * (a redirect to a signed URL for whoever may download), the link itself for external ones.
 */
const FILE_URLS_SQL = `COALESCE((SELECT array_agg(CASE WHEN f.object_key IS NULL THEN f.external_url
    ELSE '/api/models3d/' || l.id || '/files/' || f.id || '/download' END ORDER BY f.position)
  FROM catalog.listing_file f WHERE f.listing_id = l.id AND f.removed_at IS NULL), '{}')`;

/** What the listing's print facts are estimated from: its live files' analyses, in order. */
const FILE_ANALYSES_SQL = `COALESCE((SELECT json_agg(json_build_object('analysisState', f.analysis_state,
    'analysis', f.analysis) ORDER BY f.position)
  FROM catalog.listing_file f WHERE f.listing_id = l.id AND f.removed_at IS NULL), '[]'::json)`;

/** The columns of a ListingRow; viewerParam is the placeholder of the viewer's id (or null). */
function listingColumns(viewerParam: string): string {
  return `l.id, l.slug, l.title, l.short_description AS "shortDescription",
    l.long_description_md AS "longDescriptionMd", l.long_description_html AS "longDescriptionHtml",
    l.category_id AS "categoryId", c.name AS "categoryName", l.tags, l.price_cents AS "priceCents",
    l.currency, l.print_difficulty AS "printDifficulty", l.supports_required AS "supportsRequired",
    l.infill_hint_percent AS "infillHintPercent", l.materials,
    l.mount_location AS "mountLocation", l.allow_personal_use AS "allowPersonalUse",
    l.allow_commercial_use AS "allowCommercialUse", l.seller_id AS "sellerId",
    m.first_name AS "sellerFirstName", m.last_name AS "sellerLastName",
    m.display_name AS "sellerDisplayName", l.download_count AS "downloadCount",
    l.like_count AS "likeCount", l.rating_avg AS "ratingAvg", l.rating_count AS "ratingCount",
    l.total_earnings_cents AS "totalEarningsCents", l.is_draft AS "isDraft", l.visibility,
    l.approval_status AS "approvalStatus", l.is_universal_fit AS "isUniversalFit",
    l.make_id AS "makeId", mk.name AS "makeName", mk.slug AS "makeSlug", l.model_id AS "modelId",
    vm.name AS "modelName", vm.slug AS "modelSlug", l.generation_id AS "generationId", g.name AS "generationName",
    g.year_start AS "yearStart", g.year_end AS "yearEnd", l.trim_id AS "trimId",
    t.name AS "trimName", ${FILE_URLS_SQL} AS "fileUrls",
    ${FILE_ANALYSES_SQL} AS "fileAnalyses", l.version, l.created_at AS "createdAt",
    l.updated_at AS "updatedAt", l.deleted_at AS "deletedAt",
    l.takedown_reason AS "takedownReason", l.taken_down_at AS "takenDownAt",
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'storageUrl', p.storage_url, 'variants', p.variants) ORDER BY p.position)
      FROM catalog.listing_preview p WHERE p.listing_id = l.id), '[]'::json) AS previews,
    EXISTS (SELECT 1 FROM catalog.listing_like lk
      WHERE lk.listing_id = l.id AND lk.user_id = ${viewerParam}::uuid) AS "likedByMe"`;
}

interface RawListingRow extends Omit<
  ListingRow,
  'seller' | 'ratingAvg' | 'version' | 'totalEarningsCents'
> {
  sellerFirstName: string | null;
  sellerLastName: string | null;
  sellerDisplayName: string | null;
  ratingAvg: string;
  version: string;
  totalEarningsCents: string;
}

/** pg hands numeric and bigint over as strings; these stay far below 2^53. */
function toListingRow(raw: RawListingRow): ListingRow {
  const { sellerFirstName, sellerLastName, sellerDisplayName, ...rest } = raw;
  return {
    ...rest,
    ratingAvg: Number(raw.ratingAvg),
    version: Number(raw.version),
    totalEarningsCents: Number(raw.totalEarningsCents),
    previews: raw.previews as PreviewDto[],
    seller: {
      firstName: sellerFirstName,
      lastName: sellerLastName,
      displayName: sellerDisplayName,
    },
  };
}

/**
 * Reads listings by a condition over `l`, with likedByMe for the viewer. The tail (order, limit)
 * may add parameters of its own after the condition's.
 */
export async function selectListings(
  manager: EntityManager,
  viewerId: string | null,
  where: (params: SqlParams) => string,
  tail: string | ((params: SqlParams) => string) = '',
): Promise<ListingRow[]> {
  const params = new SqlParams();
  const viewer = params.add(viewerId);
  const condition = where(params);
  const rest = typeof tail === 'string' ? tail : tail(params);
  const rows = (await manager.query(
    `SELECT ${listingColumns(viewer)} FROM ${LISTING_FROM} WHERE ${condition} ${rest}`,
    params.values,
  )) as RawListingRow[];
  return rows.map(toListingRow);
}

/**
 * These listings, deleted ones too, as their events carry them (no viewer), oldest first: what
 * the outbox records after a bulk write and what the search index reads back by id.
 */
export function selectListingsByIds(manager: EntityManager, ids: string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectListings(
    manager,
    null,
    (p) => `l.id = ANY(${p.add(ids)}::uuid[])`,
    'ORDER BY l.created_at, l.id',
  );
}

/**
 * What access checks read of a live listing; null if there is none or it was deleted. With a
 * lock the row stays locked for the rest of the transaction: 'update' serialises every change
 * to the listing and its counters; 'share' only keeps it from changing (being deleted) until
 * the caller commits.
 */
export async function readAccess(
  manager: EntityManager,
  id: string,
  lock?: 'update' | 'share',
): Promise<ListingAccess | null> {
  const rows = (await manager.query(
    `SELECT id, seller_id AS "sellerId", approval_status AS "approvalStatus", visibility,
       is_draft AS "isDraft", deleted_at AS "deletedAt"
     FROM catalog.listing WHERE id = $1 AND deleted_at IS NULL
     ${lock ? `FOR ${lock === 'update' ? 'NO KEY UPDATE' : 'SHARE'}` : ''}`,
    [id],
  )) as ListingAccess[];
  return rows[0] ?? null;
}

/**
 * Locks, for the rest of the transaction, the live listings that hold the object key in table
 * (listing_file or listing_preview), in id order. Every writer locks a listing before its files
 * and previews: a worker's update of a file row that locked the listing second deadlocked with
 * an edit replacing that listing's files.
 */
export async function lockHolders(
  manager: EntityManager,
  table: 'listing_file' | 'listing_preview',
  objectKey: string,
): Promise<void> {
  await manager.query(
    `SELECT id FROM catalog.listing
     WHERE id IN (SELECT listing_id FROM catalog.${table} WHERE object_key = $1)
     ORDER BY id FOR NO KEY UPDATE`,
    [objectKey],
  );
}

/** Locks the listing for the rest of the transaction (see readAccess) and lets guard refuse. */
export async function lockAndGuard(
  manager: EntityManager,
  id: string,
  guard: AccessGuard,
  lock: 'update' | 'share' = 'update',
): Promise<void> {
  guard(await readAccess(manager, id, lock));
}

/** The SQL of a person's names from the member table aliased `alias`, as MemberNames. */
export const memberNamesSql = (alias: string) =>
  `json_build_object('firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'displayName', ${alias}.display_name)`;

/**
 * A listing's rating as its reviews make it ($1 = the listing): the average to two places, and
 * how many. A review an admin removed no longer counts.
 */
export const RATING_FROM_REVIEWS = `SELECT round(coalesce(avg(rating), 0), 2) AS rating, count(*)::int AS reviews
  FROM catalog.review WHERE listing_id = $1 AND removed_at IS NULL`;

/**
 * Bumps a listing's version with a change to its counters and records counts-changed, in the
 * caller's transaction (which holds the listing's lock).
 */
export async function recordCountsChanged(
  manager: EntityManager,
  outbox: Outbox,
  listingId: string,
  setSql: string,
): Promise<ListingCountsChangedEvent> {
  // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected count].
  const [rows] = (await manager.query(
    `UPDATE catalog.listing SET ${setSql}, version = version + 1 WHERE id = $1
     RETURNING id, version::int AS version, download_count AS "downloadCount",
       like_count AS "likeCount", rating_avg::float8 AS "ratingAvg", rating_count AS "ratingCount"`,
    [listingId],
  )) as [ListingCountsChangedEvent[], number];
  const counts = rows[0]!;
  await outbox.enqueue(manager, CatalogEvents.listingCountsChanged, counts);
  return counts;
}

/** A preview as stored: its address, and for our uploads the object and its WebP variants. */
export interface PreviewRecord {
  id?: string;
  storageUrl: string;
  objectKey: string | null;
  variants: PreviewDto['variants'];
}

/** A model file as stored (an upload of ours, or an external link). */
export interface FileRecord {
  id?: string;
  filename: string;
  fileType: string;
  sizeBytes: number;
  objectKey: string | null;
  externalUrl: string | null;
  analysisState: AnalysisState;
  analysis: MeshAnalysis | null;
  analysisError: string | null;
}

/**
 * The listing's previews become these, in this order. Kept ones carry their id, so addresses
 * and variants already handed out stay valid.
 */
export async function replacePreviews(
  manager: EntityManager,
  listingId: string,
  previews: PreviewRecord[],
): Promise<void> {
  await manager.query('DELETE FROM catalog.listing_preview WHERE listing_id = $1', [listingId]);
  if (previews.length === 0) return;
  await manager.query(
    `INSERT INTO catalog.listing_preview (id, listing_id, storage_url, object_key, variants, position)
     SELECT COALESCE(p.id, gen_random_uuid()), $1, p."storageUrl", p."objectKey", p.variants, u.position
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS u(item, position),
       jsonb_to_record(u.item) AS p(id uuid, "storageUrl" text, "objectKey" text, variants jsonb)`,
    [listingId, JSON.stringify(previews)],
  );
}

/**
 * The listing's files become these, in this order (kept ones with their id and analysis). A file
 * taken off a listing someone bought stays, marked removed, for its buyers (docs/security.md,
 * 'Purchased files'): its object stays referenced, so it is not released. The caller holds the
 * listing's lock, which a sale's record takes too.
 */
export async function replaceFiles(
  manager: EntityManager,
  listingId: string,
  files: FileRecord[],
): Promise<void> {
  await manager.query(
    `UPDATE catalog.listing_file SET removed_at = now()
     WHERE listing_id = $1 AND removed_at IS NULL AND NOT (id = ANY($2::uuid[]))
       AND (EXISTS (SELECT 1 FROM catalog.listing_sale s WHERE s.listing_id = $1)
         -- A file of one of its versions stays downloadable as that version's.
         OR EXISTS (SELECT 1 FROM catalog.listing_version v
           WHERE v.listing_id = $1 AND listing_file.id = ANY(v.file_ids)))`,
    [listingId, files.flatMap((file) => (file.id ? [file.id] : []))],
  );
  await manager.query(
    'DELETE FROM catalog.listing_file WHERE listing_id = $1 AND removed_at IS NULL',
    [listingId],
  );
  if (files.length === 0) return;
  await manager.query(
    `INSERT INTO catalog.listing_file (id, listing_id, position, filename, file_type, size_bytes,
       object_key, external_url, analysis_state, analysis, analysis_error)
     SELECT COALESCE(f.id, gen_random_uuid()), $1, u.position, f.filename, f."fileType", f."sizeBytes",
       f."objectKey", f."externalUrl", f."analysisState", f.analysis, f."analysisError"
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS u(item, position),
       jsonb_to_record(u.item) AS f(id uuid, filename text, "fileType" text, "sizeBytes" bigint,
         "objectKey" text, "externalUrl" text, "analysisState" text, analysis jsonb, "analysisError" text)`,
    [listingId, JSON.stringify(files)],
  );
}

/**
 * A change that shows on listings but is not an edit (a file's analysis, a preview's variants):
 * each gets a new version and an updated event, in the caller's transaction.
 */
export async function announceListingsChanged(
  manager: EntityManager,
  outbox: Outbox,
  ids: string[],
): Promise<void> {
  await manager.query(
    `UPDATE catalog.listing SET version = version + 1 WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  for (const row of await selectListingsByIds(manager, ids))
    await outbox.enqueue(manager, CatalogEvents.listingUpdated, toListingChangedEvent(row));
}
