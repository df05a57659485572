import { Controller } from '@nestjs/common';
import {
  CatalogTaxonomyAdmin,
  type Actor,
  type AddTaxonomyInput,
  type RenameTaxonomyInput,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { TaxonomyAdminService } from './taxonomy-admin.service.js';

/** The /admin Vehicles tab: the tree, add, rename, merge, and a taxonomy import's progress. */
@Controller()
export class TaxonomyAdminHandler {
  constructor(private readonly taxonomy: TaxonomyAdminService) {}

  @Handles(CatalogTaxonomyAdmin.tree)
  tree(payload: { actor: Actor }) {
    return this.taxonomy.tree(payload);
  }

  @Handles(CatalogTaxonomyAdmin.add)
  add(payload: { actor: Actor; level: unknown; input: AddTaxonomyInput }) {
    return this.taxonomy.add(payload);
  }

  @Handles(CatalogTaxonomyAdmin.rename)
  rename(payload: { actor: Actor; level: unknown; id: unknown; input: RenameTaxonomyInput }) {
    return this.taxonomy.rename(payload);
  }

  @Handles(CatalogTaxonomyAdmin.merge)
  merge(payload: { actor: Actor; level: unknown; id: unknown; intoId: unknown }) {
    return this.taxonomy.merge(payload);
  }

  @Handles(CatalogTaxonomyAdmin.importStatus)
  importStatus(payload: { actor: Actor; importId: unknown }) {
    return this.taxonomy.importStatus(payload);
  }
}
