import { CatalogEvents, DEMO_ACCOUNTS, type DemoAccount, type EventDef } from '@pitstop/contracts';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { checkNewListing } from '../domain/listing-input.js';
import { renderMarkdown } from '../domain/markdown.js';
import { slugify } from '../domain/slug.js';
import { ListingBulkRepository } from '../repositories/listing-bulk.repository.js';
import { RATING_FROM_REVIEWS, replacePreviews } from '../repositories/listing-sql.js';
import { DEMO_LISTINGS } from './demo-listings.data.js';
import { DEMO_PRINT_SETTINGS } from './demo-print-settings.data.js';
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
    // The catalog's one bulk writer: one statement for every listing, then each one's rows.
    const writer = new ListingBulkRepository(dataSource);
    const outcomes = await writer.upsertBySlug(
      manager,
      planned.map(({ seed, fields, sellerId }) => ({
        fields,
        sellerId,
        slug: seed.slug,
        approvalStatus: 'approved' as const,
        createdDaysAgo: seed.createdDaysAgo,
        downloadCount: seed.downloadCount,
      })),
    );
    const announce = new Map<string, EventDef<unknown>>();
    const bumped: string[] = [];
    for (const [i, { seed }] of planned.entries()) {
      const { id, inserted, changed } = outcomes[i]!;
      if (!id) {
        counts.skipped.push(seed.slug);
        continue;
      }
      const previewsChanged = await seedPreviews(manager, id, demoPreviewUrls(seed));
      await seedFeedback(manager, id, seed, person);
      const countsChanged = await recount(manager, id);
      if (inserted) {
        counts.created++;
        announce.set(id, CatalogEvents.listingCreated);
      } else if (changed || previewsChanged || countsChanged) {
        bumped.push(id);
        counts.updated++;
        announce.set(id, CatalogEvents.listingUpdated);
      }
    }
    await writer.bumpVersions(manager, bumped);
    await writer.announceEach(manager, announce);
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
      ...DEMO_PRINT_SETTINGS[seed.slug],
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

/** The rendered previews with their WebP copies, in order; rewritten only when they differ. */
async function seedPreviews(manager: EntityManager, listingId: string, urls: string[]) {
  const wanted = urls.map((storageUrl, i) => ({
    storageUrl,
    objectKey: null,
    variants: demoPreviewVariants(storageUrl, i === 0),
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
