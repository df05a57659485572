import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  GarageVehicleRow,
  GenerationSpan,
  ResolvedVehicle,
  TaxonomyChain,
} from '../domain/garage-vehicle.js';

const VEHICLE_COLUMNS = `v.id, v.make_id AS "makeId", mk.name AS "makeName", mk.slug AS "makeSlug",
  v.model_id AS "modelId", vm.name AS "modelName", vm.slug AS "modelSlug",
  v.generation_id AS "generationId", g.name AS "generationName",
  g.year_start AS "generationYearStart", g.year_end AS "generationYearEnd", v.year,
  v.trim_id AS "trimId", t.name AS "trimName", v.nickname, v.is_active AS "isActive",
  v.created_at AS "createdAt"`;

const VEHICLE_FROM = `catalog.garage_vehicle v
  JOIN catalog.make mk ON mk.id = v.make_id
  JOIN catalog.vehicle_model vm ON vm.id = v.model_id
  LEFT JOIN catalog.generation g ON g.id = v.generation_id
  LEFT JOIN catalog.trim t ON t.id = v.trim_id`;

/** What adding a vehicle did. */
export type AddOutcome = { vehicle: GarageVehicleRow } | { full: true } | { accountDeleted: true };

/**
 * Garages: each user's vehicles and which one is active. Every change to one garage takes that
 * user's advisory lock first, so two tabs adding at once cannot pass the limit together, and
 * switching the active vehicle never meets the one-active index half-way.
 */
@Injectable()
export class GarageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(userId: string): Promise<GarageVehicleRow[]> {
    return this.read(this.dataSource.manager, userId);
  }

  /** The make, model, the model's generations and the trim that a new vehicle names. */
  async taxonomyChain(
    makeId: string,
    modelId: string,
    trimId: string | null,
  ): Promise<TaxonomyChain> {
    const q = this.dataSource;
    const [makes, models, generations, trims] = await Promise.all([
      q.query('SELECT id, name FROM catalog.make WHERE id = $1', [makeId]) as Promise<
        TaxonomyChain['make'][]
      >,
      q.query('SELECT id, make_id AS "makeId", name FROM catalog.vehicle_model WHERE id = $1', [
        modelId,
      ]) as Promise<TaxonomyChain['model'][]>,
      q.query(
        `SELECT id, name, year_start AS "yearStart", year_end AS "yearEnd"
         FROM catalog.generation WHERE model_id = $1 ORDER BY year_start, name`,
        [modelId],
      ) as Promise<GenerationSpan[]>,
      trimId
        ? (q.query(
            'SELECT id, generation_id AS "generationId", name FROM catalog.trim WHERE id = $1',
            [trimId],
          ) as Promise<TaxonomyChain['trim'][]>)
        : Promise.resolve([]),
    ]);
    return {
      make: makes[0] ?? null,
      model: models[0] ?? null,
      generations,
      trim: trims[0] ?? null,
    };
  }

  /**
   * Adds the vehicle unless the garage holds the same one already (then that one is answered)
   * or is full. The garage's first vehicle is active whatever `activate` says.
   */
  add(
    userId: string,
    vehicle: ResolvedVehicle & { nickname: string | null },
    activate: boolean,
    max: number,
  ): Promise<AddOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await lockGarage(manager, userId);
      // A request that was on its way when the account was deleted: its garage is gone for good.
      if (await accountDeleted(manager, userId)) return { accountDeleted: true };
      const [same] = (await manager.query(
        `SELECT id FROM catalog.garage_vehicle
         WHERE user_id = $1 AND make_id = $2 AND model_id = $3
           AND generation_id IS NOT DISTINCT FROM $4 AND year IS NOT DISTINCT FROM $5
           AND trim_id IS NOT DISTINCT FROM $6
         ORDER BY created_at LIMIT 1`,
        [
          userId,
          vehicle.makeId,
          vehicle.modelId,
          vehicle.generationId,
          vehicle.year,
          vehicle.trimId,
        ],
      )) as { id: string }[];
      let id = same?.id;
      if (!id) {
        const [{ n }] = (await manager.query(
          'SELECT count(*)::int AS n FROM catalog.garage_vehicle WHERE user_id = $1',
          [userId],
        )) as [{ n: number }];
        if (n >= max) return { full: true };
        const [row] = (await manager.query(
          `INSERT INTO catalog.garage_vehicle
             (user_id, make_id, model_id, generation_id, year, trim_id, nickname)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            userId,
            vehicle.makeId,
            vehicle.modelId,
            vehicle.generationId,
            vehicle.year,
            vehicle.trimId,
            vehicle.nickname,
          ],
        )) as [{ id: string }];
        id = row.id;
        if (n === 0) activate = true;
      }
      if (activate) await makeActive(manager, userId, id);
      return { vehicle: (await this.read(manager, userId, id))[0]! };
    });
  }

  /** Renames and/or activates one of the user's vehicles; null when it is not theirs. */
  update(
    userId: string,
    vehicleId: string,
    changes: { nickname?: string | null; activate: boolean },
  ): Promise<GarageVehicleRow | null> {
    return this.dataSource.transaction(async (manager) => {
      await lockGarage(manager, userId);
      if (!(await owns(manager, userId, vehicleId))) return null;
      if (changes.nickname !== undefined)
        await manager.query(
          `UPDATE catalog.garage_vehicle SET nickname = $3, updated_at = now()
           WHERE user_id = $1 AND id = $2`,
          [userId, vehicleId, changes.nickname],
        );
      if (changes.activate) await makeActive(manager, userId, vehicleId);
      return (await this.read(manager, userId, vehicleId))[0] ?? null;
    });
  }

  /**
   * Removes one of the user's vehicles (false when it is not theirs). When it was the active one,
   * the newest of the others becomes active.
   */
  remove(userId: string, vehicleId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await lockGarage(manager, userId);
      const [removed] = (await manager.query(
        `DELETE FROM catalog.garage_vehicle WHERE user_id = $1 AND id = $2
         RETURNING is_active AS "wasActive"`,
        [userId, vehicleId],
      )) as [{ wasActive: boolean }[], number];
      if (removed.length === 0) return false;
      if (removed[0]!.wasActive)
        await manager.query(
          `UPDATE catalog.garage_vehicle SET is_active = true, updated_at = now()
           WHERE id = (SELECT id FROM catalog.garage_vehicle WHERE user_id = $1
                       ORDER BY created_at DESC, id DESC LIMIT 1)`,
          [userId],
        );
      return true;
    });
  }

  /**
   * Removes every vehicle of the user (a deleted account's). Holds the garage's lock, so a
   * vehicle being added meanwhile is removed too, once it is there.
   */
  deleteAllOf(userId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await lockGarage(manager, userId);
      const [, removed] = (await manager.query(
        'DELETE FROM catalog.garage_vehicle WHERE user_id = $1',
        [userId],
      )) as [unknown[], number];
      return removed;
    });
  }

  private async read(
    manager: EntityManager,
    userId: string,
    vehicleId?: string,
  ): Promise<GarageVehicleRow[]> {
    const params: unknown[] = [userId];
    if (vehicleId) params.push(vehicleId);
    return (await manager.query(
      `SELECT ${VEHICLE_COLUMNS} FROM ${VEHICLE_FROM}
       WHERE v.user_id = $1 ${vehicleId ? 'AND v.id = $2' : ''}
       ORDER BY v.created_at, v.id`,
      params,
    )) as GarageVehicleRow[];
  }
}

/** Serialises changes to one user's garage (released when the transaction ends). */
async function lockGarage(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('garage:' || $1))`, [userId]);
}

/** Whether the catalog has heard that the user's account was deleted. */
async function accountDeleted(manager: EntityManager, userId: string): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM catalog.member WHERE id = $1 AND status = 'deleted'`,
    [userId],
  )) as unknown[];
  return rows.length > 0;
}

async function owns(manager: EntityManager, userId: string, vehicleId: string): Promise<boolean> {
  const rows = (await manager.query(
    'SELECT 1 FROM catalog.garage_vehicle WHERE user_id = $1 AND id = $2',
    [userId, vehicleId],
  )) as unknown[];
  return rows.length > 0;
}

/**
 * The old active vehicle first gives way, then the new one takes over: the one-active index is
 * checked row by row, so one UPDATE flipping both could meet it half-way.
 */
async function makeActive(manager: EntityManager, userId: string, vehicleId: string) {
  await manager.query(
    `UPDATE catalog.garage_vehicle SET is_active = false, updated_at = now()
     WHERE user_id = $1 AND is_active AND id <> $2`,
    [userId, vehicleId],
  );
  await manager.query(
    `UPDATE catalog.garage_vehicle SET is_active = true, updated_at = now()
     WHERE user_id = $1 AND id = $2 AND NOT is_active`,
    [userId, vehicleId],
  );
}
