import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CategoryDto,
  GenerationDto,
  MakeDto,
  TrimDto,
  VehicleModelDto,
} from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import { CategoryEntity } from '../entities/category.entity.js';
import { GenerationEntity } from '../entities/generation.entity.js';
import { MakeEntity } from '../entities/make.entity.js';
import { TrimEntity } from '../entities/trim.entity.js';
import { VehicleModelEntity } from '../entities/vehicle-model.entity.js';
import { VISIBLE_SQL } from './listing-sql.js';

export type MakeRow = Omit<MakeDto, 'modelCount'>;

/** Reads the vehicle taxonomy. The only taxonomy code that touches the database. */
@Injectable()
export class TaxonomyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listMakes(): Promise<MakeRow[]> {
    const makes = await this.dataSource
      .getRepository(MakeEntity)
      .find({ order: { sortOrder: 'ASC', name: 'ASC' } });
    return makes.map(({ id, name, slug }) => ({ id, name, slug }));
  }

  /** Visible listings per make, in one grouped query (makes without any are absent). */
  async visibleListingsPerMake(): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT l.make_id AS "makeId", count(*)::int AS n FROM catalog.listing l
       WHERE ${VISIBLE_SQL} AND l.make_id IS NOT NULL GROUP BY l.make_id`,
    )) as { makeId: string; n: number }[];
    return new Map(rows.map((r) => [r.makeId, r.n]));
  }

  async makeExists(id: string): Promise<boolean> {
    return this.dataSource.getRepository(MakeEntity).existsBy({ id });
  }

  /** Models with the span of model years their generations cover. */
  async listModels(makeId: string): Promise<VehicleModelDto[]> {
    const rows = await this.dataSource
      .getRepository(VehicleModelEntity)
      .createQueryBuilder('m')
      .leftJoin(GenerationEntity, 'g', 'g.model_id = m.id')
      .select(['m.id AS id', 'm.make_id AS "makeId"', 'm.name AS name', 'm.slug AS slug'])
      .addSelect('MIN(g.year_start)', 'yearStart')
      .addSelect('CASE WHEN COUNT(g.id) = COUNT(g.year_end) THEN MAX(g.year_end) END', 'yearEnd')
      .where('m.make_id = :makeId', { makeId })
      .groupBy('m.id')
      .orderBy('m.name', 'ASC')
      .getRawMany<VehicleModelDto & { yearStart: number | null; yearEnd: number | null }>();
    return rows.map((r) => ({ ...r, yearStart: toInt(r.yearStart), yearEnd: toInt(r.yearEnd) }));
  }

  async modelExists(id: string): Promise<boolean> {
    return this.dataSource.getRepository(VehicleModelEntity).existsBy({ id });
  }

  async listGenerations(modelId: string): Promise<GenerationDto[]> {
    const rows = await this.dataSource
      .getRepository(GenerationEntity)
      .find({ where: { modelId }, order: { yearStart: 'ASC', name: 'ASC' } });
    return rows.map(({ id, modelId: mid, name, slug, yearStart, yearEnd }) => ({
      id,
      modelId: mid,
      name,
      slug,
      yearStart,
      yearEnd,
    }));
  }

  async generationExists(id: string): Promise<boolean> {
    return this.dataSource.getRepository(GenerationEntity).existsBy({ id });
  }

  async listTrims(generationId: string): Promise<TrimDto[]> {
    const rows = await this.dataSource
      .getRepository(TrimEntity)
      .find({ where: { generationId }, order: { sortOrder: 'ASC', name: 'ASC' } });
    return rows.map(({ id, generationId: gid, name, slug, bodyType, drivetrain, engine }) => ({
      id,
      generationId: gid,
      name,
      slug,
      bodyType,
      drivetrain,
      engine,
    }));
  }

  async listCategories(): Promise<CategoryDto[]> {
    const rows = await this.dataSource
      .getRepository(CategoryEntity)
      .find({ order: { sortOrder: 'ASC', name: 'ASC' } });
    return rows.map(({ id, name, slug, description }) => ({ id, name, slug, description }));
  }
}

function toInt(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
