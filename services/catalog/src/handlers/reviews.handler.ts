import { Controller } from '@nestjs/common';
import {
  CatalogListings,
  type AuthorFeedbackPayload,
  type FeedbackPagePayload,
  type PostReviewPayload,
  type RemoveFeedbackPayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { ReviewsService } from '../services/reviews.service.js';

@Controller()
export class ReviewsHandler {
  constructor(private readonly reviews: ReviewsService) {}

  @Handles(CatalogListings.listReviews)
  listReviews(payload: FeedbackPagePayload) {
    return this.reviews.list(payload);
  }

  @Handles(CatalogListings.listReviewsByAuthor)
  listReviewsByAuthor(payload: AuthorFeedbackPayload) {
    return this.reviews.listByAuthor(payload);
  }

  @Handles(CatalogListings.postReview)
  postReview(payload: PostReviewPayload) {
    return this.reviews.post(payload);
  }

  @Handles(CatalogListings.removeReview)
  removeReview(payload: RemoveFeedbackPayload) {
    return this.reviews.remove(payload);
  }
}
