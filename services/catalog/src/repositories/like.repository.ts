import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import type { LikeStateDto } from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccessGuard } from '../domain/listing-access.js';
import { lockAndGuard, recordCountsChanged } from './listing-sql.js';

/** Likes: one row per person and listing, and the listing's likeCount kept equal to them. */
@Injectable()
export class LikeRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Which of the listings the person likes. */
  async likedAmong(userId: string, listingIds: string[]): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT listing_id AS id FROM catalog.listing_like
       WHERE user_id = $1 AND listing_id = ANY($2::uuid[])`,
      [userId, listingIds],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /**
   * Sets the person's like (liked given) or flips it (undefined). The counter moves only when a
   * row was really added or removed, in the same transaction, so repeated and concurrent clicks
   * leave likeCount equal to the number of likes.
   */
  async set(
    listingId: string,
    userId: string,
    liked: boolean | undefined,
    guard: AccessGuard,
  ): Promise<LikeStateDto> {
    let changed = false;
    const state = await this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard);
      let nowLiked: boolean;
      if (liked === undefined) {
        // A toggle: removing a like that was there unlikes; otherwise it is added.
        changed = await this.remove(manager, listingId, userId);
        nowLiked = !changed;
        if (nowLiked) changed = await this.add(manager, listingId, userId);
      } else {
        nowLiked = liked;
        changed = liked
          ? await this.add(manager, listingId, userId)
          : await this.remove(manager, listingId, userId);
      }
      if (!changed) return { liked: nowLiked, likeCount: await this.count(manager, listingId) };
      const counts = await recordCountsChanged(
        manager,
        this.outbox,
        listingId,
        `like_count = like_count ${nowLiked ? '+' : '-'} 1`,
      );
      return { liked: nowLiked, likeCount: counts.likeCount };
    });
    if (changed) void this.outbox.flush();
    return state;
  }

  private async add(manager: EntityManager, listingId: string, userId: string): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO catalog.listing_like (listing_id, user_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [listingId, userId],
    )) as unknown[];
    return rows.length > 0;
  }

  private async remove(
    manager: EntityManager,
    listingId: string,
    userId: string,
  ): Promise<boolean> {
    const [, removed] = (await manager.query(
      'DELETE FROM catalog.listing_like WHERE listing_id = $1 AND user_id = $2',
      [listingId, userId],
    )) as [unknown[], number];
    return removed > 0;
  }

  private async count(manager: EntityManager, listingId: string): Promise<number> {
    const [row] = (await manager.query(
      'SELECT like_count AS n FROM catalog.listing WHERE id = $1',
      [listingId],
    )) as { n: number }[];
    return row!.n;
  }
}
