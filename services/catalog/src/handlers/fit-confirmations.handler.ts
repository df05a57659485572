import { Controller } from '@nestjs/common';
import {
  CatalogFitConfirmations,
  type Actor,
  type DecideFitPhotoPayload,
  type PostFitConfirmationPayload,
  type RemoveFeedbackPayload,
  type Viewer,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { FitConfirmationsService } from '../services/fit-confirmations.service.js';

/** Owners confirm the fit: the model page's list, posting, removal and the photos' approval. */
@Controller()
export class FitConfirmationsHandler {
  constructor(private readonly confirmations: FitConfirmationsService) {}

  @Handles(CatalogFitConfirmations.list)
  list(payload: { viewer: Viewer | null; listingId: string }) {
    return this.confirmations.list(payload);
  }

  @Handles(CatalogFitConfirmations.post)
  post(payload: PostFitConfirmationPayload) {
    return this.confirmations.post(payload);
  }

  @Handles(CatalogFitConfirmations.remove)
  remove(payload: RemoveFeedbackPayload) {
    return this.confirmations.remove(payload);
  }

  @Handles(CatalogFitConfirmations.sellerPhotos)
  sellerPhotos(payload: { sellerId: string }) {
    return this.confirmations.sellerPhotos(payload);
  }

  @Handles(CatalogFitConfirmations.pendingPhotos)
  pendingPhotos(payload: { actor: Actor; limit?: number; offset?: number }) {
    return this.confirmations.pendingPhotos(payload);
  }

  @Handles(CatalogFitConfirmations.decidePhoto)
  decidePhoto(payload: DecideFitPhotoPayload) {
    return this.confirmations.decidePhoto(payload);
  }

  @Handles(CatalogFitConfirmations.confirmedFor)
  confirmedFor(payload: { userId: string; vehicleId: string; listingIds: string[] }) {
    return this.confirmations.confirmedFor(payload);
  }
}
