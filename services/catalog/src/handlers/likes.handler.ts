import { Controller } from '@nestjs/common';
import { CatalogListings, type ToggleLikePayload } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { LikesService } from '../services/likes.service.js';

@Controller()
export class LikesHandler {
  constructor(private readonly likes: LikesService) {}

  @Handles(CatalogListings.toggleLike)
  toggleLike(payload: ToggleLikePayload) {
    return this.likes.toggle(payload);
  }

  @Handles(CatalogListings.likedAmong)
  likedAmong(payload: { userId: string; listingIds: string[] }) {
    return this.likes.likedAmong(payload);
  }
}
