import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, queryRows } from '@pitstop/common';
import { CatalogNoticeEvents } from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthoredReviewRow, ReviewRow } from '../domain/feedback-dto.js';
import type { FeedbackRemoval } from '../domain/feedback-removal.js';
import type { FeedbackPage } from '../domain/listing-query.js';
import type { AccessGuard } from '../domain/listing-access.js';
import {
  RATING_FROM_REVIEWS,
  lockAndGuard,
  memberNamesSql,
  recordCountsChanged,
} from './listing-sql.js';
import { settleFeedbackReports } from './report.repository.js';

/** Who wrote a review. */
interface ReviewAuthorRow {
  authorId: string;
}

/** The reviewed listing, as the notice to its seller names it. */
interface ReviewedListingRow {
  title: string;
  slug: string;
  sellerId: string;
}

export interface ReviewContent {
  rating: number;
  title: string;
  bodyMd: string;
  bodyHtml: string;
}

/** How much of a review its notice quotes. */
const NOTICE_EXCERPT_CHARS = 400;

/** Markdown as a line of plain text (marks dropped, spaces folded), cut at `max` characters. */
function excerpt(markdown: string, max: number): string {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const REVIEW_COLUMNS = `r.id, r.listing_id AS "listingId", r.author_id AS "authorId",
  ${memberNamesSql('m')} AS author, r.rating, r.title, r.body_md AS "bodyMd",
  r.body_html AS "bodyHtml", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
  r.removed_at AS "removedAt", r.removal_reason AS "removalReason"`;

/** Reviews and the rating they add up to. */
@Injectable()
export class ReviewRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Newest first, one page. */
  list(listingId: string, page: FeedbackPage): Promise<ReviewRow[]> {
    return this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS} FROM catalog.review r
         LEFT JOIN catalog.member m ON m.id = r.author_id
       WHERE r.listing_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [listingId, page.limit, page.offset],
    ) as Promise<ReviewRow[]>;
  }

  /** The author's own reviews, newest first, one page, with the listing each is on. */
  listByAuthor(authorId: string, page: FeedbackPage): Promise<AuthoredReviewRow[]> {
    return this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, l.slug AS "listingSlug", l.title AS "listingTitle"
         FROM catalog.review r
         JOIN catalog.listing l ON l.id = r.listing_id
         LEFT JOIN catalog.member m ON m.id = r.author_id
       WHERE r.author_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [authorId, page.limit, page.offset],
    ) as Promise<AuthoredReviewRow[]>;
  }

  /**
   * Writes the author's review (a second one replaces the first) and recomputes the listing's
   * rating from all its reviews, holding the listing's lock: concurrent reviews queue on it, so
   * each recount sees every review committed before it and the result is exact.
   */
  async upsert(
    listingId: string,
    authorId: string,
    review: ReviewContent,
    guard: AccessGuard,
  ): Promise<ReviewRow> {
    const saved = await this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard);
      const [{ id, inserted }] = (await manager.query(
        `INSERT INTO catalog.review (listing_id, author_id, rating, title, body_md, body_html)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (listing_id, author_id) DO UPDATE SET rating = excluded.rating,
           title = excluded.title, body_md = excluded.body_md, body_html = excluded.body_html,
           updated_at = now(), removed_at = NULL, removed_by = NULL, removal_reason = NULL
         RETURNING id, (xmax = 0) AS inserted`,
        [listingId, authorId, review.rating, review.title, review.bodyMd, review.bodyHtml],
      )) as [{ id: string; inserted: boolean }];
      await recordCountsChanged(
        manager,
        this.outbox,
        listingId,
        `(rating_avg, rating_count) = (${RATING_FROM_REVIEWS})`,
      );
      const saved = await this.findOne(manager, id);
      // A first review (not an edit: xmax is 0 only for a row this statement inserted) tells
      // the seller, in this transaction: told if and only if it was written.
      if (inserted) await this.recordCreated(manager, saved);
      return saved;
    });
    void this.outbox.flush();
    return saved;
  }

  /**
   * Takes the listing's review `reviewId` away as `decide` says (the author's deletion, or an
   * admin's removal keeping the row), and recounts the listing's rating, under the listing's
   * lock as a new review is. 'not-found' when the listing or the review is not there; an admin
   * removing one already removed leaves the first removal as it was.
   */
  async remove(
    listingId: string,
    reviewId: string,
    guard: AccessGuard,
    decide: (review: { authorId: string }) => FeedbackRemoval,
    removedBy: string,
  ): Promise<'not-found' | FeedbackRemoval['kind']> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard);
      const [review] = await queryRows<ReviewAuthorRow>(
        manager,
        `SELECT author_id AS "authorId" FROM catalog.review WHERE id = $1 AND listing_id = $2`,
        [reviewId, listingId],
      );
      if (!review) return 'not-found' as const;
      const removal = decide(review);
      if (removal.kind === 'delete')
        await manager.query('DELETE FROM catalog.review WHERE id = $1', [reviewId]);
      else {
        await manager.query(
          `UPDATE catalog.review SET removed_at = now(), removed_by = $2, removal_reason = $3
           WHERE id = $1 AND removed_at IS NULL`,
          [reviewId, removedBy, removal.reason],
        );
        await settleFeedbackReports(manager, { type: 'review', id: reviewId }, removedBy);
      }
      await recordCountsChanged(
        manager,
        this.outbox,
        listingId,
        `(rating_avg, rating_count) = (${RATING_FROM_REVIEWS})`,
      );
      return removal.kind;
    });
    if (outcome !== 'not-found') void this.outbox.flush();
    return outcome;
  }

  private async recordCreated(manager: EntityManager, review: ReviewRow): Promise<void> {
    const [listing] = await queryRows<ReviewedListingRow>(
      manager,
      `SELECT title, slug, seller_id AS "sellerId" FROM catalog.listing WHERE id = $1`,
      [review.listingId],
    );
    if (!listing) return;
    const names = review.author;
    await this.outbox.enqueue(manager, CatalogNoticeEvents.reviewCreated, {
      reviewId: review.id,
      listingId: review.listingId,
      listingTitle: listing.title,
      slug: listing.slug,
      sellerId: listing.sellerId,
      reviewerName: names.displayName || names.firstName || 'A buyer',
      rating: review.rating,
      title: review.title,
      excerpt: excerpt(review.bodyMd, NOTICE_EXCERPT_CHARS),
    });
  }

  private async findOne(manager: EntityManager, id: string): Promise<ReviewRow> {
    const [row] = (await manager.query(
      `SELECT ${REVIEW_COLUMNS} FROM catalog.review r
         LEFT JOIN catalog.member m ON m.id = r.author_id WHERE r.id = $1`,
      [id],
    )) as ReviewRow[];
    return row!;
  }
}
