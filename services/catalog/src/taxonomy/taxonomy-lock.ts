import type { EntityManager } from 'typeorm';

/**
 * Every writer of the taxonomy (an admin's edit, an import's batch, the start's default import
 * on several replicas at once) holds this lock for its transaction: each reads the tree, then
 * decides what is new, with no other writer in between.
 */
export async function lockTaxonomy(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog.taxonomy'))`);
}

/** The parent of a make in catalog.taxonomy_alias (makes have none). */
export const NO_PARENT = '00000000-0000-0000-0000-000000000000';
