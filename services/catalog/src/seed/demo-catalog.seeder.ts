import { OutboxMessageEntity, SqlParams } from '@pitstop/common';
import { CatalogEvents, DEMO_ACCOUNTS, type DemoAccount, type EventDef } from '@pitstop/contracts';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { toListingChangedEvent } from '../domain/listing-dto.js';
import { checkNewListing, type ListingFields } from '../domain/listing-input.js';
import { renderMarkdown } from '../domain/markdown.js';
import { slugify } from '../domain/slug.js';
import {
  RATING_FROM_REVIEWS,
  fieldAssignments,
  replacePreviews,
  selectListings,
} from '../repositories/listing-sql.js';
import { DEMO_LISTINGS } from './demo-listings.data.js';
import {
  demoPreviewUrls,
  demoPreviewVariants,
  type DemoListingSeed,
} from './demo-listings.types.js';

export interface DemoCatalogCounts {
  listings: number;
  created: number;
  updated: number;
  /** Slugs taken by someone else's listing: left alone. */
  skipped: string[];
}

/** Replicas starting together seed one after another; the second finds nothing to do. */
const SEED_LOCK = 'pitstop-seed:catalog-demo';

/**
 * Listing columns a re-run leaves as they are: the seed data does not decide them, so a demo
 * seller's changes in the app stay. It rewrites the rest of the content if the data changed.
 */
const LEFT_TO_THE_APP = ['currency', 'allow_personal_use', 'is_draft', 'visibility'];

/**
 * Upserts the demo catalog by slug (`npm start`): its sellers and reviewers as members, the
 * listings approved and public, their previews, reviews, comments and likes, with counters
 * recomputed from the rows. Running it again changes nothing; changed seed data is applied.
 * New and changed listings are announced through the outbox like any other change, so the
 * search index learns them as soon as the service publishes.
 */
export async function seedDemoCatalog(
  dataSource: DataSource,
  seeds: readonly DemoListingSeed[] = DEMO_LISTINGS,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<DemoCatalogCounts> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK]);
    const people = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
    const person = (seed: DemoListingSeed, email: string) => {
      const account = people.get(email.toLowerCase());
      if (!account) throw seedError(seed, `'${email}' is not one of the demo accounts`);
      return account;
    };
    // Everything is resolved and checked before anything is written.
    const planned = [];
    for (const seed of seeds) planned.push(await planListing(manager, seed, person));

    for (const account of accounts)
      await manager.query(
        `INSERT INTO catalog.member (id, first_name, last_name, display_name)
         VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
        [account.id, account.firstName, account.lastName, account.displayName],
      );

    const counts: DemoCatalogCounts = {
      listings: seeds.length,
      created: 0,
      updated: 0,
      skipped: [],
    };
    const announce = new Map<string, EventDef<unknown>>();
    for (const { seed, fields, sellerId } of planned) {
      const upserted = await upsertListing(manager, seed, fields, sellerId);
      if (!upserted) {
        counts.skipped.push(seed.slug);
        continue;
      }
      const { id, inserted, changed } = upserted;
      const previewsChanged = await seedPreviews(manager, id, demoPreviewUrls(seed));
      await seedFeedback(manager, id, seed, person);
      const countsChanged = await recount(manager, id);
      if (inserted) {
        counts.created++;
        announce.set(id, CatalogEvents.listingCreated);
      } else if (changed || previewsChanged || countsChanged) {
        await manager.query('UPDATE catalog.listing SET version = version + 1 WHERE id = $1', [id]);
        counts.updated++;
        announce.set(id, CatalogEvents.listingUpdated);
      }
    }
    await announceListings(manager, announce);
    return counts;
  });
}

type PersonLookup = (seed: DemoListingSeed, email: string) => DemoAccount;

async function planListing(manager: EntityManager, seed: DemoListingSeed, person: PersonLookup) {
  const seller = person(seed, seed.seller);
  for (const review of seed.reviews) {
    if (person(seed, review.author).id === seller.id)
      throw seedError(seed, 'a seller cannot review their own listing');
  }
  for (const comment of seed.comments) person(seed, comment.author);
  for (const fan of seed.likedBy) person(seed, fan);

  const [category] = (await manager.query('SELECT id FROM catalog.category WHERE slug = $1', [
    slugify(seed.category),
  ])) as { id: string }[];
  if (!category) throw seedError(seed, `category '${seed.category}' is not in the taxonomy`);
  const vehicle = seed.fitment ? await resolveFitment(manager, seed) : null;
  try {
    const { fields } = checkNewListing({
      title: seed.title,
      shortDescription: seed.shortDescription,
      longDescriptionMd: seed.longDescriptionMd,
      categoryId: category.id,
      tags: seed.tags,
      priceCents: seed.priceCents,
      printDifficulty: seed.printDifficulty,
      supportsRequired: seed.supportsRequired,
      infillHintPercent: seed.infillHintPercent,
      allowCommercialUse: seed.allowCommercialUse,
      isUniversalFit: vehicle === null,
      vehicleFitment: vehicle,
      isDraft: false,
      visibility: 'public',
    });
    return { seed, fields, sellerId: seller.id };
  } catch (err) {
    throw seedError(seed, (err as Error).message);
  }
}

/** The taxonomy ids of a seed's vehicle, by the names taxonomy.data.ts uses. */
async function resolveFitment(manager: EntityManager, seed: DemoListingSeed) {
  const f = seed.fitment!;
  const [row] = (await manager.query(
    `SELECT mk.id AS "makeId", vm.id AS "modelId", g.id AS "generationId", t.id AS "trimId"
     FROM catalog.make mk
       JOIN catalog.vehicle_model vm ON vm.make_id = mk.id AND vm.slug = $2
       JOIN catalog.generation g ON g.model_id = vm.id AND g.slug = $3
       LEFT JOIN catalog.trim t ON t.generation_id = g.id AND t.slug = $4
     WHERE mk.slug = $1`,
    [slugify(f.make), slugify(f.model), slugify(f.generation), f.trim ? slugify(f.trim) : null],
  )) as { makeId: string; modelId: string; generationId: string; trimId: string | null }[];
  const vehicle = [f.make, f.model, f.generation, f.trim].filter(Boolean).join(' ');
  if (!row || (f.trim && !row.trimId))
    throw seedError(seed, `vehicle '${vehicle}' is not in the taxonomy`);
  return row;
}

/**
 * Inserts the listing approved and public, or rewrites its content if the seed changed (only
 * when it is the demo seller's: a real listing that took the slug is left alone). Download
 * counts only ever grow. null: the slug belongs to someone else's listing.
 */
async function upsertListing(
  manager: EntityManager,
  seed: DemoListingSeed,
  fields: ListingFields,
  sellerId: string,
): Promise<{ id: string; inserted: boolean; changed: boolean } | null> {
  const params = new SqlParams();
  const fieldColumns = fieldAssignments(fields, params);
  const assigned: [string, string][] = [
    ...fieldColumns,
    ['slug', params.add(seed.slug)],
    ['seller_id', params.add(sellerId)],
    ['download_count', params.add(seed.downloadCount)],
    ['approval_status', params.add('approved')],
  ];
  const names = assigned.map(([column]) => column);
  const values = assigned.map(([, value]) => value);
  const content = fieldColumns
    .map(([column]) => column)
    .filter((column) => !LEFT_TO_THE_APP.includes(column));
  const createdAt = `now() - make_interval(days => ${params.add(seed.createdDaysAgo)}::int)`;
  const rows = (await manager.query(
    `INSERT INTO catalog.listing AS l (${names.join(', ')}, created_at, updated_at)
     VALUES (${values.join(', ')}, ${createdAt}, ${createdAt})
     ON CONFLICT (slug) DO UPDATE SET
       ${content.map((c) => `${c} = excluded.${c}`).join(', ')},
       download_count = greatest(l.download_count, excluded.download_count), updated_at = now()
     WHERE l.seller_id = excluded.seller_id AND l.deleted_at IS NULL AND (
       (${content.map((c) => `l.${c}`).join(', ')}) IS DISTINCT FROM
       (${content.map((c) => `excluded.${c}`).join(', ')})
       OR l.download_count < excluded.download_count)
     RETURNING id, (xmax = 0) AS inserted`,
    params.values,
  )) as { id: string; inserted: boolean }[];
  if (rows[0]) return { id: rows[0].id, inserted: rows[0].inserted, changed: true };
  const [existing] = (await manager.query(
    'SELECT id, seller_id AS "sellerId", deleted_at AS "deletedAt" FROM catalog.listing WHERE slug = $1',
    [seed.slug],
  )) as { id: string; sellerId: string; deletedAt: Date | null }[];
  if (!existing || existing.sellerId !== sellerId || existing.deletedAt) return null;
  return { id: existing.id, inserted: false, changed: false };
}

/** The rendered previews with their WebP copies, in order; rewritten only when they differ. */
async function seedPreviews(manager: EntityManager, listingId: string, urls: string[]) {
  const wanted = urls.map((storageUrl) => ({
    storageUrl,
    objectKey: null,
    variants: demoPreviewVariants(storageUrl),
  }));
  const current = (await manager.query(
    `SELECT storage_url AS "storageUrl", object_key AS "objectKey", variants
     FROM catalog.listing_preview WHERE listing_id = $1 ORDER BY position`,
    [listingId],
  )) as { storageUrl: string; objectKey: string | null; variants: unknown }[];
  if (JSON.stringify(current) === JSON.stringify(wanted)) return false;
  await replacePreviews(manager, listingId, wanted);
  return true;
}

/**
 * Reviews (one per author: an existing one, maybe edited in the app, is kept), comments (ids
 * derived from the seed so a re-run recognises them) and likes.
 */
async function seedFeedback(
  manager: EntityManager,
  listingId: string,
  seed: DemoListingSeed,
  person: PersonLookup,
) {
  for (const review of seed.reviews) {
    const bodyMd = review.bodyMd.trim();
    await manager.query(
      `INSERT INTO catalog.review
         (listing_id, author_id, rating, title, body_md, body_html, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7::int),
         now() - make_interval(days => $7::int))
       ON CONFLICT (listing_id, author_id) DO NOTHING`,
      [
        listingId,
        person(seed, review.author).id,
        review.rating,
        review.title?.trim() ?? '',
        bodyMd,
        renderMarkdown(bodyMd),
        review.daysAgo,
      ],
    );
  }
  for (const [i, comment] of seed.comments.entries()) {
    const bodyMd = comment.bodyMd.trim();
    await manager.query(
      `INSERT INTO catalog.comment (id, listing_id, author_id, body_md, body_html, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6::int))
       ON CONFLICT (id) DO NOTHING`,
      [
        seedUuid(`comment:${seed.slug}:${i}`),
        listingId,
        person(seed, comment.author).id,
        bodyMd,
        renderMarkdown(bodyMd),
        comment.daysAgo,
      ],
    );
  }
  for (const fan of seed.likedBy)
    await manager.query(
      `INSERT INTO catalog.listing_like (listing_id, user_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING`,
      [listingId, person(seed, fan).id],
    );
}

/** Counters from the rows themselves, so they are exact whatever ran before. */
async function recount(manager: EntityManager, listingId: string): Promise<boolean> {
  const [, changed] = (await manager.query(
    `WITH fresh AS (SELECT r.rating, r.reviews,
       (SELECT count(*)::int FROM catalog.listing_like WHERE listing_id = $1) AS likes
       FROM (${RATING_FROM_REVIEWS}) r)
     UPDATE catalog.listing l
     SET like_count = fresh.likes, rating_avg = fresh.rating, rating_count = fresh.reviews
     FROM fresh
     WHERE l.id = $1 AND (l.like_count, l.rating_avg, l.rating_count)
       IS DISTINCT FROM (fresh.likes, fresh.rating, fresh.reviews)`,
    [listingId],
  )) as [unknown, number];
  return changed > 0;
}

/** The outbox rows the service publishes once it runs (the seed may run in migrate.js). */
async function announceListings(manager: EntityManager, events: Map<string, EventDef<unknown>>) {
  if (events.size === 0) return;
  const rows = await selectListings(
    manager,
    null,
    (p) => `l.id = ANY(${p.add([...events.keys()])}::uuid[])`,
    'ORDER BY l.created_at, l.id',
  );
  for (const row of rows)
    await manager.insert(OutboxMessageEntity, {
      topic: events.get(row.id)!.topic,
      payload: toListingChangedEvent(row),
    });
}

function seedError(seed: DemoListingSeed, problem: string): Error {
  return new Error(`Demo listing '${seed.slug}': ${problem}`);
}

/** A stable UUID (version 5 layout) for a seed row that has no natural key. */
function seedUuid(name: string): string {
  const hash = createHash('sha1').update(`pitstop-demo:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
