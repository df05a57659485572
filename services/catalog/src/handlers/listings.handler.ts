import { Controller } from '@nestjs/common';
import {
  CatalogListings,
  type Actor,
  type ApprovalPayload,
  type CreateListingPayload,
  type GetListingPayload,
  type ListListingsPayload,
  type ListPendingPayload,
  type UpdateListingPayload,
  type Viewer,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { ListingsService } from '../services/listings.service.js';

@Controller()
export class ListingsHandler {
  constructor(private readonly listings: ListingsService) {}

  @Handles(CatalogListings.list)
  list(payload: ListListingsPayload) {
    return this.listings.list(payload);
  }

  @Handles(CatalogListings.get)
  get(payload: GetListingPayload) {
    return this.listings.get(payload);
  }

  @Handles(CatalogListings.create)
  create(payload: CreateListingPayload) {
    return this.listings.create(payload);
  }

  @Handles(CatalogListings.update)
  update(payload: UpdateListingPayload) {
    return this.listings.update(payload);
  }

  @Handles(CatalogListings.delete)
  delete(payload: { actor: Actor; listingId: string }) {
    return this.listings.delete(payload);
  }

  @Handles(CatalogListings.related)
  related(payload: { viewer: Viewer | null; listingId: string; limit?: number }) {
    return this.listings.related(payload);
  }

  @Handles(CatalogListings.exportPage)
  exportPage(payload: { afterId?: string; limit?: number }) {
    return this.listings.exportPage(payload);
  }

  @Handles(CatalogListings.exportByIds)
  exportByIds(payload: { ids: string[] }) {
    return this.listings.exportByIds(payload);
  }

  @Handles(CatalogListings.listPending)
  listPending(payload: ListPendingPayload) {
    return this.listings.listPending(payload);
  }

  @Handles(CatalogListings.decide)
  decide(payload: ApprovalPayload) {
    return this.listings.decide(payload);
  }
}
