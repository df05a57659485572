import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import type { Actor, UserStatus } from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import { VISIBLE_SQL } from './listing-sql.js';
import { ListingRepository } from './listing.repository.js';

/** A person as a users.user.updated event describes them. */
export interface MemberUpdate {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  status: UserStatus;
  joinedAt: Date | null;
  /** The users service's time of the change. */
  updatedAt: Date;
}

export interface SellerRow {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  joinedAt: Date | null;
  /** Of their listings everyone may see: */
  listingCount: number;
  totalDownloads: number;
  /** Their reviews' average, to two places; 0 with none. */
  ratingAvg: number;
  ratingCount: number;
}

/** The catalog's copy of the people on listings, reviews and comments. */
@Injectable()
export class MemberRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly listings: ListingRepository,
  ) {}

  /**
   * Makes sure the acting person is known, from the snapshot their request carries. Never
   * replaces a row: one written from an event is at least as new as any snapshot.
   */
  async remember(actor: Actor): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO catalog.member (id, first_name, last_name, display_name, joined_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [actor.id, actor.firstName, actor.lastName, actor.displayName, actor.createdAt || null],
    );
  }

  /**
   * Applies a users event unless the row already holds the same or a newer change (events may
   * arrive twice or out of order). A change of name re-announces the person's listings, whose
   * events carry the seller's name. Answers whether anything changed, and the status the row
   * holds now (this event's, or that of a newer change already applied).
   */
  async apply(update: MemberUpdate): Promise<{ applied: boolean; status: UserStatus }> {
    let announced = false;
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(
        `SELECT first_name AS "firstName", last_name AS "lastName", display_name AS "displayName",
           status, updated_at AS "updatedAt"
         FROM catalog.member WHERE id = $1 FOR UPDATE`,
        [update.id],
      )) as {
        firstName: string;
        lastName: string;
        displayName: string | null;
        status: UserStatus;
        updatedAt: Date | null;
      }[];
      if (before?.updatedAt && before.updatedAt.getTime() >= update.updatedAt.getTime())
        return { applied: false, status: before.status };
      const written = (await manager.query(
        `INSERT INTO catalog.member AS mem
           (id, first_name, last_name, display_name, status, joined_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO UPDATE SET first_name = excluded.first_name,
           last_name = excluded.last_name, display_name = excluded.display_name,
           status = excluded.status, joined_at = coalesce(excluded.joined_at, mem.joined_at),
           updated_at = excluded.updated_at
         WHERE mem.updated_at IS NULL OR mem.updated_at < excluded.updated_at
         RETURNING id`,
        [
          update.id,
          update.firstName,
          update.lastName,
          update.displayName,
          update.status,
          update.joinedAt,
          update.updatedAt,
        ],
      )) as unknown[];
      if (written.length === 0) {
        // A newer change was written by another delivery between the read and this write.
        const [now] = (await manager.query('SELECT status FROM catalog.member WHERE id = $1', [
          update.id,
        ])) as { status: UserStatus }[];
        return { applied: false, status: now!.status };
      }
      const renamed =
        !before ||
        before.firstName !== update.firstName ||
        before.lastName !== update.lastName ||
        before.displayName !== update.displayName;
      if (renamed) announced = await this.listings.reannounceSellerListings(manager, update.id);
      return { applied: true, status: update.status };
    });
    if (announced) void this.outbox.flush();
    return outcome;
  }

  /**
   * The person with the totals of their published listings. The rating is their reviews'
   * average, not an average of the listings' rounded averages.
   */
  async findSeller(id: string): Promise<SellerRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT m.id, m.first_name AS "firstName", m.last_name AS "lastName",
         m.display_name AS "displayName", m.joined_at AS "joinedAt",
         listings."listingCount", listings."totalDownloads",
         reviews."ratingAvg", reviews."ratingCount"
       FROM catalog.member m
       CROSS JOIN LATERAL (SELECT count(*)::int AS "listingCount",
           coalesce(sum(l.download_count), 0)::float8 AS "totalDownloads"
         FROM catalog.listing l WHERE l.seller_id = m.id AND ${VISIBLE_SQL}) listings
       CROSS JOIN LATERAL (SELECT coalesce(round(avg(r.rating), 2), 0)::float8 AS "ratingAvg",
           count(*)::int AS "ratingCount"
         FROM catalog.review r JOIN catalog.listing l ON l.id = r.listing_id
         WHERE l.seller_id = m.id AND ${VISIBLE_SQL} AND r.removed_at IS NULL) reviews
       WHERE m.id = $1`,
      [id],
    )) as SellerRow[];
    return row ?? null;
  }
}
