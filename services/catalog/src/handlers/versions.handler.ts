import { Controller } from '@nestjs/common';
import { CatalogVersions, type Actor, type NewVersionBody, type Viewer } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { ListingVersionsService } from '../services/listing-versions.service.js';

/** A listing's versions: the Versions tab's list and a seller's new version. */
@Controller()
export class VersionsHandler {
  constructor(private readonly versions: ListingVersionsService) {}

  @Handles(CatalogVersions.list)
  list(payload: { viewer: Viewer | null; listingId: string }) {
    return this.versions.list(payload);
  }

  @Handles(CatalogVersions.add)
  add(payload: {
    actor: Actor;
    listingId: string;
    version: NewVersionBody;
    unverifiedEmail?: string;
  }) {
    return this.versions.add(payload);
  }
}
