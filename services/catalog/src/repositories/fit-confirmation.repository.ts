import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, queryRows } from '@pitstop/common';
import {
  CatalogNoticeEvents,
  fitVehicleLabel,
  type FitPhotoStatus,
  type ListingFitsChangedEvent,
} from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { FeedbackRemoval } from '../domain/feedback-removal.js';
import type {
  FitConfirmationRow,
  FitCountRow,
  FitPhotoRow,
  ListedFitConfirmationRow,
} from '../domain/fit-confirmation-dto.js';
import type { AccessGuard } from '../domain/listing-access.js';
import { announceFitsChanged, fitSummaries } from './listing-fits.js';
import { lockAndGuard, memberNamesSql } from './listing-sql.js';
import { settleFeedbackReports } from './report.repository.js';

/** The car of a garage, as a confirmation copies it. */
export interface GarageCar {
  makeId: string;
  modelId: string;
  generationId: string | null;
  year: number | null;
  trimId: string | null;
}

export interface FitContent {
  fits: boolean;
  note: string | null;
  /** The photo as it will be stored; undefined keeps the one there. */
  photo?: { url: string; key: string | null; status: FitPhotoStatus } | null;
}

/** The vehicle columns of a confirmation with its names (aliases f, mk, vm, g, t). */
const VEHICLE_COLUMNS = `mk.name AS "makeName", f.model_id AS "modelId", vm.name AS "modelName",
  f.generation_id AS "generationId", g.name AS "generationName", g.year_start AS "yearStart",
  g.year_end AS "yearEnd", f.year, t.name AS "trimName"`;

const VEHICLE_JOINS = `JOIN catalog.make mk ON mk.id = f.make_id
  JOIN catalog.vehicle_model vm ON vm.id = f.model_id
  LEFT JOIN catalog.generation g ON g.id = f.generation_id
  LEFT JOIN catalog.trim t ON t.id = f.trim_id`;

const COLUMNS = `f.id, f.listing_id AS "listingId", f.author_id AS "authorId",
  ${memberNamesSql('m')} AS author, f.fits, f.note, f.photo_url AS "photoUrl",
  f.photo_status AS "photoStatus", f.created_at AS "createdAt", f.removed_at AS "removedAt",
  f.removal_reason AS "removalReason", ${VEHICLE_COLUMNS}`;

const FROM = `catalog.fit_confirmation f ${VEHICLE_JOINS}
  LEFT JOIN catalog.member m ON m.id = f.author_id`;

/** Listings one answer of confirmedFor names at most (a car's whole list, for the cards). */
const CONFIRMED_MAX = 1000;

/** Owners' fit confirmations: written under the listing's lock, as reviews are. */
@Injectable()
export class FitConfirmationRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Whether the user downloaded the listing's files (the Downloads tab's record). */
  async downloaded(userId: string, listingId: string): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      this.dataSource.manager,
      `SELECT 1 AS one FROM catalog.listing_download WHERE user_id = $1 AND listing_id = $2`,
      [userId, listingId],
    );
    return rows.length > 0;
  }

  /** A vehicle of the user's garage; null for one that is not theirs. */
  async garageCar(userId: string, vehicleId: string): Promise<GarageCar | null> {
    const [car] = await queryRows<GarageCar>(
      this.dataSource.manager,
      `SELECT make_id AS "makeId", model_id AS "modelId", generation_id AS "generationId", year,
         trim_id AS "trimId" FROM catalog.garage_vehicle WHERE id = $1 AND user_id = $2`,
      [vehicleId, userId],
    );
    return car ?? null;
  }

  /** The photo the author's confirmation of this car has now (to keep it when sent again). */
  async currentPhoto(
    listingId: string,
    authorId: string,
    vehicleId: string,
  ): Promise<{ url: string; status: FitPhotoStatus } | null> {
    const [row] = await queryRows<{ url: string | null; status: FitPhotoStatus | null }>(
      this.dataSource.manager,
      `SELECT photo_url AS url, photo_status AS status FROM catalog.fit_confirmation
       WHERE listing_id = $1 AND author_id = $2 AND garage_vehicle_id = $3`,
      [listingId, authorId, vehicleId],
    );
    return row?.url && row.status ? { url: row.url, status: row.status } : null;
  }

  /**
   * Writes the author's word on this car (again: replaces it). A 'does not fit' that is new, or
   * a change from 'fits', tells the seller through the outbox in the same transaction.
   */
  async upsert(
    listingId: string,
    authorId: string,
    vehicleId: string,
    car: GarageCar,
    content: FitContent,
    guard: AccessGuard,
  ): Promise<FitConfirmationRow> {
    const saved = await this.dataSource.transaction(async (manager) => {
      // Exclusive: the search index orders a listing's fits-changed events by their clock.
      await lockAndGuard(manager, listingId, guard);
      const [before] = await queryRows<{ fits: boolean }>(
        manager,
        `SELECT fits FROM catalog.fit_confirmation
         WHERE listing_id = $1 AND author_id = $2 AND garage_vehicle_id = $3 AND removed_at IS NULL`,
        [listingId, authorId, vehicleId],
      );
      const photoGiven = content.photo !== undefined;
      const [{ id }] = (await manager.query(
        `INSERT INTO catalog.fit_confirmation (listing_id, author_id, garage_vehicle_id, make_id,
           model_id, generation_id, year, trim_id, fits, note, photo_url, photo_key, photo_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (listing_id, author_id, garage_vehicle_id) DO UPDATE SET
           make_id = excluded.make_id, model_id = excluded.model_id,
           generation_id = excluded.generation_id, year = excluded.year, trim_id = excluded.trim_id,
           fits = excluded.fits, note = excluded.note, updated_at = now(),
           photo_url = CASE WHEN $14 THEN excluded.photo_url ELSE fit_confirmation.photo_url END,
           photo_key = CASE WHEN $14 THEN excluded.photo_key ELSE fit_confirmation.photo_key END,
           photo_status = CASE WHEN $14 THEN excluded.photo_status ELSE fit_confirmation.photo_status END,
           removed_at = NULL, removed_by = NULL, removal_reason = NULL
         RETURNING id`,
        [
          listingId,
          authorId,
          vehicleId,
          car.makeId,
          car.modelId,
          car.generationId,
          car.year,
          car.trimId,
          content.fits,
          content.note,
          content.photo?.url ?? null,
          content.photo?.key ?? null,
          content.photo?.status ?? null,
          photoGiven,
        ],
      )) as [{ id: string }];
      const row = (await this.findOne(manager, id))!;
      if (!content.fits && (!before || before.fits)) await this.recordDenied(manager, row);
      // The search index learns the listing's confirmed fits now (under the exclusive lock).
      await announceFitsChanged(manager, [listingId]);
      return row;
    });
    void this.outbox.flush();
    return saved;
  }

  /** The listing's confirmations, newest first. */
  list(listingId: string, limit: number): Promise<FitConfirmationRow[]> {
    return queryRows<FitConfirmationRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM ${FROM} WHERE f.listing_id = $1
       ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
      [listingId, limit],
    );
  }

  /**
   * How many say it fits and does not, per car: a generation, or a model year for cars without
   * one (removed ones do not count).
   */
  counts(listingId: string): Promise<FitCountRow[]> {
    return queryRows<FitCountRow>(
      this.dataSource.manager,
      `SELECT mk.name AS "makeName", f.model_id AS "modelId", vm.name AS "modelName",
         f.generation_id AS "generationId", g.name AS "generationName",
         g.year_start AS "yearStart", g.year_end AS "yearEnd",
         CASE WHEN f.generation_id IS NULL THEN f.year END AS year, NULL AS "trimName",
         count(*) FILTER (WHERE f.fits)::int AS fits,
         count(*) FILTER (WHERE NOT f.fits)::int AS "doesNotFit"
       FROM catalog.fit_confirmation f ${VEHICLE_JOINS}
       WHERE f.listing_id = $1 AND f.removed_at IS NULL
       GROUP BY mk.name, f.model_id, vm.name, f.generation_id, g.name, g.year_start, g.year_end,
         CASE WHEN f.generation_id IS NULL THEN f.year END`,
      [listingId],
    );
  }

  /** Approved photos on the seller's listings, newest first. */
  sellerPhotos(sellerId: string, limit: number): Promise<FitPhotoRow[]> {
    return queryRows<FitPhotoRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS}, l.slug AS "listingSlug", l.title AS "listingTitle"
       FROM ${FROM} JOIN catalog.listing l ON l.id = f.listing_id
       WHERE l.seller_id = $1 AND f.photo_status = 'approved' AND f.removed_at IS NULL
         AND l.approval_status = 'approved' AND l.visibility = 'public' AND NOT l.is_draft
         AND l.deleted_at IS NULL
       ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
      [sellerId, limit],
    );
  }

  /** Photos waiting for an admin, oldest first, with how many there are. */
  async pendingPhotos(
    limit: number,
    offset: number,
  ): Promise<{ rows: ListedFitConfirmationRow[]; total: number }> {
    const where = `f.photo_status = 'pending' AND f.removed_at IS NULL`;
    const rows = await queryRows<ListedFitConfirmationRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS}, l.slug AS "listingSlug", l.title AS "listingTitle"
       FROM ${FROM} JOIN catalog.listing l ON l.id = f.listing_id
       WHERE ${where} ORDER BY f.created_at, f.id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM catalog.fit_confirmation f WHERE ${where}`,
    )) as [{ total: number }];
    return { rows, total };
  }

  /** An admin approves or rejects a photo; null when there is no photo waiting or decided. */
  async decidePhoto(id: string, approved: boolean): Promise<FitConfirmationRow | null> {
    const updated = await queryRows<{ id: string }>(
      this.dataSource.manager,
      `WITH changed AS (UPDATE catalog.fit_confirmation SET photo_status = $2
         WHERE id = $1 AND photo_url IS NOT NULL AND removed_at IS NULL RETURNING id)
       SELECT id FROM changed`,
      [id, approved ? 'approved' : 'rejected'],
    );
    if (updated.length === 0) return null;
    return this.findOne(this.dataSource.manager, id);
  }

  /**
   * Of these listings, those that owners of this car say fit, more of them than say not: the same
   * generation, or the same model year when the car has no generation.
   */
  confirmedFor(car: GarageCar, listingIds: string[] | null): Promise<string[]> {
    return queryRows<{ listingId: string }>(
      this.dataSource.manager,
      `SELECT f.listing_id AS "listingId" FROM catalog.fit_confirmation f
       WHERE ($1::uuid[] IS NULL OR f.listing_id = ANY($1::uuid[])) AND f.removed_at IS NULL
         AND f.model_id = $2
         AND (f.generation_id = $3 OR ($3::uuid IS NULL AND f.year = $4))
       GROUP BY f.listing_id
       HAVING count(*) FILTER (WHERE f.fits) > count(*) FILTER (WHERE NOT f.fits)
       LIMIT ${CONFIRMED_MAX}`,
      [listingIds, car.modelId, car.generationId, car.year],
    ).then((rows) => rows.map((r) => r.listingId));
  }

  /** These listings' confirmed fits now, as the fits-changed event carries them (the export). */
  summaries(listingIds: string[]): Promise<ListingFitsChangedEvent[]> {
    return this.dataSource.transaction((manager) => fitSummaries(manager, listingIds));
  }

  /**
   * Takes a confirmation away as `decide` says (the author's deletion, or an admin's removal
   * keeping the row and settling its reports). 'not-found' when the listing has no such one.
   */
  async remove(
    listingId: string,
    id: string,
    guard: AccessGuard,
    decide: (item: { authorId: string }) => FeedbackRemoval,
    removedBy: string,
  ): Promise<'not-found' | FeedbackRemoval['kind']> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard);
      const [item] = await queryRows<{ authorId: string }>(
        manager,
        `SELECT author_id AS "authorId" FROM catalog.fit_confirmation
         WHERE id = $1 AND listing_id = $2`,
        [id, listingId],
      );
      if (!item) return 'not-found' as const;
      const removal = decide(item);
      if (removal.kind === 'delete')
        await manager.query('DELETE FROM catalog.fit_confirmation WHERE id = $1', [id]);
      else {
        await manager.query(
          `UPDATE catalog.fit_confirmation SET removed_at = now(), removed_by = $2,
             removal_reason = $3 WHERE id = $1 AND removed_at IS NULL`,
          [id, removedBy, removal.reason],
        );
        await settleFeedbackReports(manager, { type: 'fit_confirmation', id }, removedBy);
      }
      // The search index learns the listing's confirmed fits now (under the exclusive lock).
      await announceFitsChanged(manager, [listingId]);
      return removal.kind;
    });
    void this.outbox.flush();
    return outcome;
  }

  private async findOne(manager: EntityManager, id: string): Promise<FitConfirmationRow | null> {
    const [row] = await queryRows<FitConfirmationRow>(
      manager,
      `SELECT ${COLUMNS} FROM ${FROM} WHERE f.id = $1`,
      [id],
    );
    return row ?? null;
  }

  private async recordDenied(manager: EntityManager, row: FitConfirmationRow): Promise<void> {
    const [listing] = await queryRows<{ title: string; slug: string; sellerId: string }>(
      manager,
      `SELECT title, slug, seller_id AS "sellerId" FROM catalog.listing WHERE id = $1`,
      [row.listingId],
    );
    if (!listing) return;
    await this.outbox.enqueue(manager, CatalogNoticeEvents.fitDenied, {
      confirmationId: row.id,
      listingId: row.listingId,
      listingTitle: listing.title,
      slug: listing.slug,
      sellerId: listing.sellerId,
      ownerName: row.author.displayName || row.author.firstName || 'An owner',
      vehicleLabel: fitVehicleLabel(row),
      note: row.note,
      at: new Date().toISOString(),
    });
  }
}
