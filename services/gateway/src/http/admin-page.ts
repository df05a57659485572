import type { Page } from '@pitstop/contracts';
import type { FastifyReply } from 'fastify';

/**
 * An admin list's answer, as GET /api/models3d gives its own: the page as a plain array (the
 * shape the web client and product.md section 7 expect) and the total in X-Total-Count.
 */
export function answerPage<T>(response: FastifyReply, page: Page<T>): T[] {
  void response.header('x-total-count', String(page.total));
  return page.items;
}
