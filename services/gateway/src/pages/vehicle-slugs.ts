import {
  CatalogTaxonomy,
  type GenerationDto,
  type MakeDto,
  type VehicleModelDto,
} from '@pitstop/contracts';
import type { MessagingClient } from '@pitstop/messaging';

export interface FoundVehicle {
  make: MakeDto;
  model: VehicleModelDto;
  /** Absent on a model's own page. */
  generation?: GenerationDto;
}

/**
 * A vehicle page's slugs read against the catalog's taxonomy, level by level, as the taxonomy
 * API lists it (slugs compared without regard to case, as the router compares addresses).
 */
export class VehicleSlugs {
  constructor(private readonly bus: MessagingClient) {}

  /** The vehicle, or null when a slug names nothing at its level. */
  async find(
    makeSlug: string,
    modelSlug: string,
    generationSlug?: string,
  ): Promise<FoundVehicle | null> {
    const makes = await this.bus.request(CatalogTaxonomy.listMakes, {});
    const make = makes.find(bySlug(makeSlug));
    if (!make) return null;
    const models = await this.bus.request(CatalogTaxonomy.listModels, { makeId: make.id });
    const model = models.find(bySlug(modelSlug));
    if (!model) return null;
    if (generationSlug === undefined) return { make, model };
    const generations = await this.bus.request(CatalogTaxonomy.listGenerations, {
      modelId: model.id,
    });
    const generation = generations.find(bySlug(generationSlug));
    return generation ? { make, model, generation } : null;
  }
}

const bySlug =
  (slug: string) =>
  (level: { slug: string }): boolean =>
    level.slug.toLowerCase() === slug.toLowerCase();
