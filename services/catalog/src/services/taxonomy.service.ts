import { Injectable } from '@nestjs/common';
import { NotFoundError, requireUuid } from '@pitstop/common';
import type {
  CategoryDto,
  GenerationDto,
  MakeDto,
  TrimDto,
  VehicleModelDto,
} from '@pitstop/contracts';
import { TaxonomyRepository } from '../repositories/taxonomy.repository.js';

/** The vehicle taxonomy buyers pick their car from: make → model → generation → trim. */
@Injectable()
export class TaxonomyService {
  constructor(private readonly taxonomy: TaxonomyRepository) {}

  async listMakes(): Promise<MakeDto[]> {
    const [makes, counts] = await Promise.all([
      this.taxonomy.listMakes(),
      this.taxonomy.visibleListingsPerMake(),
    ]);
    // modelCount: the make's listings everyone can see (approved, public, published).
    return makes.map((make) => ({ ...make, modelCount: counts.get(make.id) ?? 0 }));
  }

  async listModels(makeId: unknown): Promise<VehicleModelDto[]> {
    const id = requireUuid(makeId, 'makeId');
    const models = await this.taxonomy.listModels(id);
    if (models.length === 0 && !(await this.taxonomy.makeExists(id)))
      throw new NotFoundError('Make not found');
    return models;
  }

  async listGenerations(modelId: unknown): Promise<GenerationDto[]> {
    const id = requireUuid(modelId, 'modelId');
    const generations = await this.taxonomy.listGenerations(id);
    if (generations.length === 0 && !(await this.taxonomy.modelExists(id)))
      throw new NotFoundError('Vehicle model not found');
    return generations;
  }

  async listTrims(generationId: unknown): Promise<TrimDto[]> {
    const id = requireUuid(generationId, 'generationId');
    const trims = await this.taxonomy.listTrims(id);
    if (trims.length === 0 && !(await this.taxonomy.generationExists(id)))
      throw new NotFoundError('Generation not found');
    return trims;
  }

  listCategories(): Promise<CategoryDto[]> {
    return this.taxonomy.listCategories();
  }
}
