import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CommentRow } from '../domain/feedback-dto.js';
import type { FeedbackPage } from '../domain/listing-query.js';
import type { AccessGuard } from '../domain/listing-access.js';
import { lockAndGuard, memberNamesSql } from './listing-sql.js';

const COMMENT_COLUMNS = `c.id, c.listing_id AS "listingId", c.author_id AS "authorId",
  ${memberNamesSql('m')} AS author, c.body_md AS "bodyMd", c.body_html AS "bodyHtml",
  c.created_at AS "createdAt"`;

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
}
