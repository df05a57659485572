import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@pitstop/common';
import { DataSource } from 'typeorm';
import type { AuthoredCommentRow, CommentRow } from '../domain/feedback-dto.js';
import type { FeedbackRemoval } from '../domain/feedback-removal.js';
import type { FeedbackPage } from '../domain/listing-query.js';
import type { AccessGuard } from '../domain/listing-access.js';
import { lockAndGuard, memberNamesSql } from './listing-sql.js';
import { settleFeedbackReports } from './report.repository.js';

/** Who wrote a comment. */
interface CommentAuthorRow {
  authorId: string;
}

const COMMENT_COLUMNS = `c.id, c.listing_id AS "listingId", c.author_id AS "authorId",
  ${memberNamesSql('m')} AS author, c.body_md AS "bodyMd", c.body_html AS "bodyHtml",
  c.created_at AS "createdAt", c.removed_at AS "removedAt", c.removal_reason AS "removalReason"`;

/** The Q&A under a listing. Comments change no listing field, so they announce no event. */
@Injectable()
export class CommentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page counted from the newest (the latest ones first, older ones with an offset), shown
   * in the order they were written, as a conversation reads.
   */
  list(listingId: string, page: FeedbackPage): Promise<CommentRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT ${COMMENT_COLUMNS} FROM catalog.comment c
           LEFT JOIN catalog.member m ON m.id = c.author_id
         WHERE c.listing_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3
       ) newest ORDER BY "createdAt" ASC, id ASC`,
      [listingId, page.limit, page.offset],
    ) as Promise<CommentRow[]>;
  }

  /** The author's own comments, newest first, one page, with the listing each is on. */
  listByAuthor(authorId: string, page: FeedbackPage): Promise<AuthoredCommentRow[]> {
    return this.dataSource.query(
      `SELECT ${COMMENT_COLUMNS}, l.slug AS "listingSlug", l.title AS "listingTitle"
         FROM catalog.comment c
         JOIN catalog.listing l ON l.id = c.listing_id
         LEFT JOIN catalog.member m ON m.id = c.author_id
       WHERE c.author_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [authorId, page.limit, page.offset],
    ) as Promise<AuthoredCommentRow[]>;
  }

  async add(
    listingId: string,
    authorId: string,
    body: { bodyMd: string; bodyHtml: string },
    guard: AccessGuard,
  ): Promise<CommentRow> {
    return this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard, 'share');
      const [row] = (await manager.query(
        `WITH c AS (
           INSERT INTO catalog.comment (listing_id, author_id, body_md, body_html)
           VALUES ($1, $2, $3, $4) RETURNING *)
         SELECT ${COMMENT_COLUMNS} FROM c LEFT JOIN catalog.member m ON m.id = c.author_id`,
        [listingId, authorId, body.bodyMd, body.bodyHtml],
      )) as CommentRow[];
      return row!;
    });
  }

  /**
   * Takes the listing's comment `commentId` away as `decide` says: the author's deletion, or an
   * admin's removal keeping the row in the conversation. 'not-found' when the listing or the
   * comment is not there; a second removal leaves the first as it was.
   */
  async remove(
    listingId: string,
    commentId: string,
    guard: AccessGuard,
    decide: (comment: { authorId: string }) => FeedbackRemoval,
    removedBy: string,
  ): Promise<'not-found' | FeedbackRemoval['kind']> {
    return this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, listingId, guard, 'share');
      const [comment] = await queryRows<CommentAuthorRow>(
        manager,
        `SELECT author_id AS "authorId" FROM catalog.comment
         WHERE id = $1 AND listing_id = $2 FOR UPDATE`,
        [commentId, listingId],
      );
      if (!comment) return 'not-found' as const;
      const removal = decide(comment);
      if (removal.kind === 'delete')
        await manager.query('DELETE FROM catalog.comment WHERE id = $1', [commentId]);
      else {
        await manager.query(
          `UPDATE catalog.comment SET removed_at = now(), removed_by = $2, removal_reason = $3
           WHERE id = $1 AND removed_at IS NULL`,
          [commentId, removedBy, removal.reason],
        );
        await settleFeedbackReports(manager, { type: 'comment', id: commentId }, removedBy);
      }
      return removal.kind;
    });
  }
}
