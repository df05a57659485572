import { Controller } from '@nestjs/common';
import { CatalogTaxonomy } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { TaxonomyService } from '../services/taxonomy.service.js';

@Controller()
export class TaxonomyHandler {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Handles(CatalogTaxonomy.listMakes)
  listMakes() {
    return this.taxonomy.listMakes();
  }

  @Handles(CatalogTaxonomy.listModels)
  listModels(payload: { makeId: string }) {
    return this.taxonomy.listModels(payload?.makeId);
  }

  @Handles(CatalogTaxonomy.listGenerations)
  listGenerations(payload: { modelId: string }) {
    return this.taxonomy.listGenerations(payload?.modelId);
  }

  @Handles(CatalogTaxonomy.listTrims)
  listTrims(payload: { generationId: string }) {
    return this.taxonomy.listTrims(payload?.generationId);
  }

  @Handles(CatalogTaxonomy.listCategories)
  listCategories() {
    return this.taxonomy.listCategories();
  }
}
