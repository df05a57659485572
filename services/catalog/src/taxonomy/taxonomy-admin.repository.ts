import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BadRequestError, ConflictError, NotFoundError, Outbox } from '@pitstop/common';
import {
  TaxonomyMessages,
  type Actor,
  type AdminMakeDto,
  type AuditDetails,
  type TaxonomyChangeDto,
  type TaxonomyLevel,
} from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { slugify } from '../domain/slug.js';
import { recordAdminAction } from '../repositories/admin-audit.js';
import { announceTaxonomyChange, listingsNaming } from './taxonomy-announce.js';
import { LEVELS } from './taxonomy-input.js';
import { lockTaxonomy, NO_PARENT } from './taxonomy-lock.js';

interface Entry {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
}

/** The tables that name a vehicle, each by make, model, generation and trim. */
const FOLLOWERS = ['listing', 'garage_vehicle', 'fit_confirmation'] as const;

/**
 * Admins' edits of the taxonomy: add, rename, merge, each in one transaction under the
 * taxonomy's lock, with its audit record and the events that re-index what it touched.
 */
@Injectable()
export class TaxonomyAdminRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** The whole tree with each entry's count of live listings (a few thousand rows). */
  async tree(): Promise<AdminMakeDto[]> {
    const count = (column: string) =>
      `(SELECT count(*)::int FROM catalog.listing l WHERE l.${column} = x.id AND l.deleted_at IS NULL) AS "listingCount"`;
    const [makes, models, generations, trims] = (await Promise.all([
      this.dataSource.query(
        `SELECT x.id, x.name, x.slug, ${count('make_id')} FROM catalog.make x ORDER BY x.sort_order, x.name`,
      ),
      this.dataSource.query(
        `SELECT x.id, x.name, x.slug, x.make_id AS "parentId", ${count('model_id')} FROM catalog.vehicle_model x ORDER BY x.name`,
      ),
      this.dataSource.query(
        `SELECT x.id, x.name, x.slug, x.model_id AS "parentId", x.year_start AS "yearStart", x.year_end AS "yearEnd",
           ${count('generation_id')} FROM catalog.generation x ORDER BY x.year_start, x.name`,
      ),
      this.dataSource.query(
        `SELECT x.id, x.name, x.slug, x.generation_id AS "parentId", x.body_type AS "bodyType", x.drivetrain,
           x.engine, ${count('trim_id')} FROM catalog.trim x ORDER BY x.sort_order, x.name`,
      ),
    ])) as Record<string, unknown>[][];
    const under = <T extends Record<string, unknown>>(rows: T[]) => {
      const by = new Map<string, Omit<T, 'parentId'>[]>();
      for (const { parentId, ...row } of rows) {
        const list = by.get(parentId as string) ?? [];
        list.push(row);
        by.set(parentId as string, list);
      }
      return (id: unknown) => by.get(id as string) ?? [];
    };
    const trimsOf = under(trims!);
    const generationsOf = under(generations!.map((g) => ({ ...g, trims: trimsOf(g.id) })));
    const modelsOf = under(models!.map((m) => ({ ...m, generations: generationsOf(m.id) })));
    return makes!.map((m) => ({ ...m, models: modelsOf(m.id) })) as unknown as AdminMakeDto[];
  }

  async add(
    actor: Actor,
    level: TaxonomyLevel,
    parentId: string | null,
    values: { name: string; yearStart?: number; yearEnd?: number | null; bodyType?: string },
  ): Promise<TaxonomyChangeDto> {
    const { table, parent, noun } = LEVELS[level];
    return this.dataSource.transaction(async (manager) => {
      await lockTaxonomy(manager);
      if (parent && !(await this.find(manager, parent.level, parentId!)))
        throw new NotFoundError(TaxonomyMessages.parentNotFound(LEVELS[parent.level].noun));
      await this.refuseDuplicate(manager, level, parentId, values.name);
      const row: Record<string, unknown> = { name: values.name, slug: slugify(values.name) };
      if (parent) row[parent.column] = parentId;
      if (level === 'makes')
        row.sort_order = await nextOrder(manager, `SELECT max(sort_order) FROM catalog.make`);
      if (level === 'generations') {
        row.year_start = values.yearStart;
        row.year_end = values.yearEnd ?? null;
      }
      if (level === 'trims') {
        row.body_type = values.bodyType ?? '';
        row.sort_order = await nextOrder(
          manager,
          `SELECT max(sort_order) FROM catalog.trim WHERE generation_id = '${parentId}'`,
        );
      }
      const columns = Object.keys(row);
      const [inserted] = (await manager.query(
        `INSERT INTO catalog.${table} (${columns.join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        Object.values(row),
      )) as { id: string }[];
      await this.audit(manager, actor, 'taxonomy.added', inserted!.id, values.name, {
        level: noun,
        parentId,
      });
      await announceTaxonomyChange(manager, []);
      return change(level, inserted!.id, values.name);
    });
  }

  async rename(
    actor: Actor,
    level: TaxonomyLevel,
    id: string,
    values: { name?: string; yearStart?: number; yearEnd?: number | null },
  ): Promise<TaxonomyChangeDto> {
    const { table, column, noun } = LEVELS[level];
    return this.dataSource.transaction(async (manager) => {
      await lockTaxonomy(manager);
      const entry = await this.find(manager, level, id);
      if (!entry) throw new NotFoundError(TaxonomyMessages.notFound(noun));
      const name = values.name ?? entry.name;
      if (slugify(name) !== entry.slug || name.toLowerCase() !== entry.name.toLowerCase())
        await this.refuseDuplicate(manager, level, entry.parentId, name, id);
      // The slug stays: addresses keep working, and the shipped data still finds the entry.
      await manager.query(`UPDATE catalog.${table} SET name = $2 WHERE id = $1`, [id, name]);
      const details: AuditDetails = { level: noun, from: entry.name, to: name };
      if (level === 'generations' && values.yearStart !== undefined) {
        await manager.query(
          `UPDATE catalog.generation SET year_start = $2, year_end = $3, years_set_by_admin = true
           WHERE id = $1`,
          [id, values.yearStart, values.yearEnd ?? null],
        );
        details.years = `${values.yearStart}–${values.yearEnd ?? ''}`;
      }
      await this.audit(manager, actor, 'taxonomy.renamed', id, name, details);
      const listings = await listingsNaming(manager, column, [id]);
      await announceTaxonomyChange(manager, listings);
      return { ...change(level, id, name), listingsMoved: listings.length };
    });
  }

  /**
   * Merges an entry into another of its level: what hangs under it joins the survivor (a child
   * of the same name is merged into the survivor's in turn), listings, garages and fit
   * confirmations name the survivor, and the entry's slug becomes an alias of it.
   */
  async merge(
    actor: Actor,
    level: TaxonomyLevel,
    id: string,
    intoId: string,
  ): Promise<TaxonomyChangeDto> {
    const { noun } = LEVELS[level];
    if (id === intoId) throw new BadRequestError(TaxonomyMessages.mergeIntoSelf);
    return this.dataSource.transaction(async (manager) => {
      await lockTaxonomy(manager);
      const entry = await this.find(manager, level, id);
      if (!entry) throw new NotFoundError(TaxonomyMessages.notFound(noun));
      const survivor = await this.find(manager, level, intoId);
      if (!survivor) throw new BadRequestError(TaxonomyMessages.mergeTarget(noun));
      const moved = {
        listing: new Set<string>(),
        garage_vehicle: new Set<string>(),
        fit_confirmation: new Set<string>(),
      };
      await this.mergeInto(manager, level, entry, survivor, moved);
      // A model merged into another make's model: its rows' makes (and so on) follow.
      const repaired = await repairAncestors(manager);
      for (const listingId of repaired) moved.listing.add(listingId);
      await this.audit(manager, actor, 'taxonomy.merged', survivor.id, survivor.name, {
        level: noun,
        merged: entry.name,
        mergedId: entry.id,
        listings: moved.listing.size,
        garageVehicles: moved.garage_vehicle.size,
      });
      await announceTaxonomyChange(manager, [...moved.listing]);
      return {
        level,
        id: survivor.id,
        name: survivor.name,
        listingsMoved: moved.listing.size,
        garageVehiclesMoved: moved.garage_vehicle.size,
        fitConfirmationsMoved: moved.fit_confirmation.size,
      };
    });
  }

  private async mergeInto(
    manager: EntityManager,
    level: TaxonomyLevel,
    entry: Entry,
    survivor: Entry,
    moved: Record<(typeof FOLLOWERS)[number], Set<string>>,
  ): Promise<void> {
    const { table, column, child } = LEVELS[level];
    if (child) {
      const { table: childTable, parent } = LEVELS[child];
      const children = (await manager.query(
        `SELECT id, name, slug, ${parent!.column} AS "parentId" FROM catalog.${childTable} WHERE ${parent!.column} = $1`,
        [entry.id],
      )) as Entry[];
      for (const c of children) {
        const [twin] = (await manager.query(
          `SELECT id, name, slug, ${parent!.column} AS "parentId" FROM catalog.${childTable}
           WHERE ${parent!.column} = $1 AND (slug = $2 OR lower(name) = lower($3))`,
          [survivor.id, c.slug, c.name],
        )) as Entry[];
        if (twin) await this.mergeInto(manager, child, c, twin, moved);
        else
          await manager.query(
            `UPDATE catalog.${childTable} SET ${parent!.column} = $2 WHERE id = $1`,
            [c.id, survivor.id],
          );
      }
    }
    for (const follower of FOLLOWERS) {
      const [rows] = (await manager.query(
        `UPDATE catalog.${follower} SET ${column} = $2 WHERE ${column} = $1 RETURNING id`,
        [entry.id, survivor.id],
      )) as [{ id: string }[], number];
      for (const r of rows) moved[follower].add(r.id);
    }
    // The shipped data (imported at every start) names the entry: it leads to the survivor.
    await manager.query(
      `UPDATE catalog.taxonomy_alias SET target_id = $2 WHERE level = $3 AND target_id = $1`,
      [entry.id, survivor.id, level],
    );
    await manager.query(
      `INSERT INTO catalog.taxonomy_alias (level, parent_id, slug, target_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (level, parent_id, slug) DO UPDATE SET target_id = excluded.target_id`,
      [level, entry.parentId ?? NO_PARENT, entry.slug, survivor.id],
    );
    await manager.query(`DELETE FROM catalog.${table} WHERE id = $1`, [entry.id]);
  }

  private async find(manager: EntityManager, level: TaxonomyLevel, id: string) {
    const { table, parent } = LEVELS[level];
    const [row] = (await manager.query(
      `SELECT id, name, slug, ${parent ? parent.column : 'NULL::uuid'} AS "parentId"
       FROM catalog.${table} WHERE id = $1`,
      [id],
    )) as Entry[];
    return row ?? null;
  }

  /** Same name (any case) or same slug under the same parent: 409. */
  private async refuseDuplicate(
    manager: EntityManager,
    level: TaxonomyLevel,
    parentId: string | null,
    name: string,
    exceptId?: string,
  ): Promise<void> {
    const { table, parent, noun } = LEVELS[level];
    const [twin] = (await manager.query(
      `SELECT name FROM catalog.${table}
       WHERE ${parent ? `${parent.column} = $1` : '$1::uuid IS NULL'}
         AND (lower(name) = lower($2) OR slug = $3) AND id IS DISTINCT FROM $4::uuid`,
      [parentId, name, slugify(name), exceptId ?? null],
    )) as { name: string }[];
    if (twin) throw new ConflictError(TaxonomyMessages.duplicate(noun, twin.name));
  }

  private audit(
    manager: EntityManager,
    actor: Actor,
    action: 'taxonomy.added' | 'taxonomy.renamed' | 'taxonomy.merged',
    targetId: string,
    targetLabel: string,
    details: AuditDetails,
  ) {
    return recordAdminAction(manager, this.outbox, {
      actorId: actor.id,
      action,
      targetType: 'vehicle',
      targetId,
      targetLabel,
      details,
    });
  }
}

function change(level: TaxonomyLevel, id: string, name: string): TaxonomyChangeDto {
  return { level, id, name, listingsMoved: 0, garageVehiclesMoved: 0, fitConfirmationsMoved: 0 };
}

async function nextOrder(manager: EntityManager, sql: string): Promise<number> {
  const [row] = (await manager.query(sql)) as { max: number | null }[];
  return (row?.max ?? -1) + 1;
}

/**
 * Rows whose trim, generation or model now hangs under another parent take that parent's
 * generation, model and make (after a merge across parents). Returns the listings changed.
 */
async function repairAncestors(manager: EntityManager): Promise<string[]> {
  const listings: string[] = [];
  const steps = [
    ['generation_id', 'trim', 'trim_id', 'generation_id'],
    ['model_id', 'generation', 'generation_id', 'model_id'],
    ['make_id', 'vehicle_model', 'model_id', 'make_id'],
  ] as const;
  for (const follower of FOLLOWERS)
    for (const [target, table, via, source] of steps) {
      const [rows] = (await manager.query(
        `UPDATE catalog.${follower} f SET ${target} = p.${source} FROM catalog.${table} p
         WHERE f.${via} = p.id AND f.${target} IS DISTINCT FROM p.${source} RETURNING f.id`,
      )) as [{ id: string }[], number];
      if (follower === 'listing') listings.push(...rows.map((r) => r.id));
    }
  return listings;
}
