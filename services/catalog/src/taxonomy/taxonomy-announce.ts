import { OutboxMessageEntity } from '@pitstop/common';
import { CatalogBulkEvents, CatalogTaxonomyEvents } from '@pitstop/contracts';
import type { EntityManager } from 'typeorm';

/** Ids per re-index event: the search service reads them back a page at a time. */
const IDS_PER_EVENT = 1000;

/**
 * After a taxonomy change, in its transaction: the listings whose vehicle reads differently now
 * get a new version and are re-indexed (as an imported batch is: by id), and the search service
 * is told the taxonomy changed, so it moves the index generation and every kept answer — the
 * picker's lists, the facets, searches — is asked again.
 */
export async function announceTaxonomyChange(
  manager: EntityManager,
  listingIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(listingIds)];
  if (ids.length > 0)
    await manager.query(
      `UPDATE catalog.listing SET version = version + 1 WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  const messages: { topic: string; payload: object }[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_EVENT)
    messages.push({
      topic: CatalogBulkEvents.listingsImported.topic,
      payload: { importId: 'taxonomy', ids: ids.slice(i, i + IDS_PER_EVENT) },
    });
  messages.push({
    topic: CatalogTaxonomyEvents.changed.topic,
    payload: { at: new Date().toISOString() },
  });
  await manager.insert(OutboxMessageEntity, messages);
}

/** Live listings that name any of these entries at the level's column. */
export async function listingsNaming(
  manager: EntityManager,
  column: 'make_id' | 'model_id' | 'generation_id' | 'trim_id',
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = (await manager.query(
    `SELECT id FROM catalog.listing WHERE ${column} = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [ids],
  )) as { id: string }[];
  return rows.map((r) => r.id);
}
