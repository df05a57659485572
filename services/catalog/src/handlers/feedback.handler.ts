import { Controller } from '@nestjs/common';
import {
  CatalogListings,
  type DismissReportPayload,
  type FeedbackPagePayload,
  type ListReportsPayload,
  type PostCommentPayload,
  type PostReviewPayload,
  type RemoveFeedbackPayload,
  type ReportPayload,
  type TakeDownPayload,
  type ToggleLikePayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { CommentsService } from '../services/comments.service.js';
import { LikesService } from '../services/likes.service.js';
import { ReportsService } from '../services/reports.service.js';
import { ReviewsService } from '../services/reviews.service.js';

/** What people say about listings: reviews, comments, likes and reports. */
@Controller()
export class FeedbackHandler {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly comments: CommentsService,
    private readonly likes: LikesService,
    private readonly reports: ReportsService,
  ) {}

  @Handles(CatalogListings.listReviews)
  listReviews(payload: FeedbackPagePayload) {
    return this.reviews.list(payload);
  }

  @Handles(CatalogListings.postReview)
  postReview(payload: PostReviewPayload) {
    return this.reviews.post(payload);
  }

  @Handles(CatalogListings.removeReview)
  removeReview(payload: RemoveFeedbackPayload) {
    return this.reviews.remove(payload);
  }

  @Handles(CatalogListings.listComments)
  listComments(payload: FeedbackPagePayload) {
    return this.comments.list(payload);
  }

  @Handles(CatalogListings.postComment)
  postComment(payload: PostCommentPayload) {
    return this.comments.post(payload);
  }

  @Handles(CatalogListings.removeComment)
  removeComment(payload: RemoveFeedbackPayload) {
    return this.comments.remove(payload);
  }

  @Handles(CatalogListings.toggleLike)
  toggleLike(payload: ToggleLikePayload) {
    return this.likes.toggle(payload);
  }

  @Handles(CatalogListings.likedAmong)
  likedAmong(payload: { userId: string; listingIds: string[] }) {
    return this.likes.likedAmong(payload);
  }

  @Handles(CatalogListings.report)
  report(payload: ReportPayload) {
    return this.reports.report(payload);
  }

  @Handles(CatalogListings.listReports)
  listReports(payload: ListReportsPayload) {
    return this.reports.list(payload);
  }

  @Handles(CatalogListings.dismissReport)
  dismissReport(payload: DismissReportPayload) {
    return this.reports.dismiss(payload);
  }

  @Handles(CatalogListings.takeDown)
  takeDown(payload: TakeDownPayload) {
    return this.reports.takeDown(payload);
  }
}
