import type { TaxonomyImportRow } from '@pitstop/contracts';
import type { EntityManager } from 'typeorm';
import { slugify } from '../domain/slug.js';
import { lockTaxonomy, NO_PARENT } from './taxonomy-lock.js';

interface Node {
  id: string;
  children: Map<string, Node>;
}

/** What a batch of rows did: entries added, entries whose details changed. */
export interface TaxonomyWrite {
  added: number;
  /** Generations whose years and trims whose details changed (their listings re-index). */
  changedGenerationIds: string[];
  changedTrimIds: string[];
}

/**
 * Whose rows: an admin's CSV sets years as an admin does in the Vehicles tab; the shipped data
 * (imported at every start) corrects years no admin has set, and leaves the ones an admin did.
 */
export type TaxonomySource = 'admin' | 'shipped';

/**
 * The one writer of imported taxonomy rows (an admin's CSV and the shipped default data):
 * each row's make, model, generation and trim are found by their slug under their parent (or
 * an alias a merge left), and added when missing. An entry found keeps its name (admins rename
 * entries; the file does not rename them back) and takes the file's years (but see
 * TaxonomySource) and trim details, so importing the same rows again changes nothing. Runs in
 * the caller's transaction.
 */
export async function writeTaxonomyRows(
  manager: EntityManager,
  rows: readonly TaxonomyImportRow[],
  source: TaxonomySource,
): Promise<TaxonomyWrite> {
  await lockTaxonomy(manager);
  const tree = await readTree(manager);
  const result: TaxonomyWrite = { added: 0, changedGenerationIds: [], changedTrimIds: [] };
  const generations = await yearsById(manager);
  const trims = await trimDetailsById(manager);
  let makeOrder = tree.nextMakeOrder;
  for (const row of rows) {
    const make = await findOrAdd(tree.makes, row.make, async () => {
      result.added++;
      return insert(manager, 'make', { name: row.make, sort_order: makeOrder++ });
    });
    const model = await findOrAdd(make.children, row.model, async () => {
      result.added++;
      return insert(manager, 'vehicle_model', { make_id: make.id, name: row.model });
    });
    if (!row.generation) continue;
    const g = row.generation;
    const generation = await findOrAdd(model.children, g.name, async () => {
      result.added++;
      const id = await insert(manager, 'generation', {
        model_id: model.id,
        name: g.name,
        year_start: g.yearStart,
        year_end: g.yearEnd,
      });
      generations.set(id, { yearStart: g.yearStart, yearEnd: g.yearEnd, setByAdmin: false });
      return id;
    });
    const years = generations.get(generation.id);
    if (
      years &&
      (years.yearStart !== g.yearStart || years.yearEnd !== g.yearEnd) &&
      !(source === 'shipped' && years.setByAdmin)
    ) {
      await manager.query(
        `UPDATE catalog.generation SET year_start = $2, year_end = $3,
           years_set_by_admin = years_set_by_admin OR $4 WHERE id = $1`,
        [generation.id, g.yearStart, g.yearEnd, source === 'admin'],
      );
      generations.set(generation.id, {
        yearStart: g.yearStart,
        yearEnd: g.yearEnd,
        setByAdmin: years.setByAdmin || source === 'admin',
      });
      result.changedGenerationIds.push(generation.id);
    }
    if (!row.trim) continue;
    const t = row.trim;
    const details = { body_type: t.bodyType, drivetrain: t.drivetrain, engine: t.engine };
    const trim = await findOrAdd(generation.children, t.name, async () => {
      result.added++;
      const id = await insert(manager, 'trim', {
        generation_id: generation.id,
        name: t.name,
        ...details,
        // Trims list in the order the file gives them (the showroom's, base first).
        sort_order: generation.children.size,
      });
      trims.set(id, details);
      return id;
    });
    const before = trims.get(trim.id);
    if (
      before &&
      (before.body_type !== t.bodyType ||
        before.drivetrain !== t.drivetrain ||
        before.engine !== t.engine)
    ) {
      await manager.query(
        `UPDATE catalog.trim SET body_type = $2, drivetrain = $3, engine = $4 WHERE id = $1`,
        [trim.id, t.bodyType, t.drivetrain, t.engine],
      );
      trims.set(trim.id, details);
      result.changedTrimIds.push(trim.id);
    }
  }
  return result;
}

async function findOrAdd(
  siblings: Map<string, Node>,
  name: string,
  add: () => Promise<string>,
): Promise<Node> {
  const key = slugify(name);
  const found = siblings.get(key);
  if (found) return found;
  const node: Node = { id: await add(), children: new Map() };
  siblings.set(key, node);
  return node;
}

async function insert(
  manager: EntityManager,
  table: 'make' | 'vehicle_model' | 'generation' | 'trim',
  values: Record<string, string | number | null>,
): Promise<string> {
  const row = { ...values, slug: slugify(String(values.name)) };
  const columns = Object.keys(row);
  const [inserted] = (await manager.query(
    `INSERT INTO catalog.${table} (${columns.join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  )) as { id: string }[];
  return inserted!.id;
}

/** The taxonomy by slug under each parent, merged-away slugs leading to their survivors. */
async function readTree(manager: EntityManager) {
  const makes = new Map<string, Node>();
  const byId = new Map<string, Node>();
  const add = (parent: Map<string, Node>, id: string, slug: string) => {
    const node: Node = { id, children: new Map() };
    parent.set(slug, node);
    byId.set(id, node);
  };
  const [makeRows, modelRows, generationRows, trimRows, aliases] = (await Promise.all([
    manager.query(`SELECT id, slug, sort_order AS "order" FROM catalog.make`),
    manager.query(`SELECT id, slug, make_id AS parent FROM catalog.vehicle_model`),
    manager.query(`SELECT id, slug, model_id AS parent FROM catalog.generation`),
    manager.query(`SELECT id, slug, generation_id AS parent FROM catalog.trim`),
    manager.query(
      `SELECT level, parent_id AS parent, slug, target_id AS target FROM catalog.taxonomy_alias`,
    ),
  ])) as { id: string; slug: string; parent: string; order?: number }[][];
  let nextMakeOrder = 0;
  for (const m of makeRows!) {
    add(makes, m.id, m.slug);
    nextMakeOrder = Math.max(nextMakeOrder, (m.order ?? 0) + 1);
  }
  for (const rows of [modelRows!, generationRows!, trimRows!])
    for (const r of rows) {
      const parent = byId.get(r.parent);
      if (parent) add(parent.children, r.id, r.slug);
    }
  for (const a of aliases as unknown as { parent: string; slug: string; target: string }[]) {
    const siblings = a.parent === NO_PARENT ? makes : byId.get(a.parent)?.children;
    const target = byId.get(a.target);
    if (siblings && target && !siblings.has(a.slug)) siblings.set(a.slug, target);
  }
  return { makes, nextMakeOrder };
}

async function yearsById(manager: EntityManager) {
  const rows = (await manager.query(
    `SELECT id, year_start AS "yearStart", year_end AS "yearEnd",
       years_set_by_admin AS "setByAdmin" FROM catalog.generation`,
  )) as { id: string; yearStart: number; yearEnd: number | null; setByAdmin: boolean }[];
  return new Map(rows.map(({ id, ...years }) => [id, years]));
}

async function trimDetailsById(manager: EntityManager) {
  const rows = (await manager.query(
    `SELECT id, body_type, drivetrain, engine FROM catalog.trim`,
  )) as { id: string; body_type: string; drivetrain: string | null; engine: string | null }[];
  return new Map(rows.map(({ id, ...details }) => [id, details]));
}
