import { Controller } from '@nestjs/common';
import {
  CatalogListings,
  type AuthorFeedbackPayload,
  type FeedbackPagePayload,
  type PostCommentPayload,
  type RemoveFeedbackPayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { CommentsService } from '../services/comments.service.js';

@Controller()
export class CommentsHandler {
  constructor(private readonly comments: CommentsService) {}

  @Handles(CatalogListings.listComments)
  listComments(payload: FeedbackPagePayload) {
    return this.comments.list(payload);
  }

  @Handles(CatalogListings.listCommentsByAuthor)
  listCommentsByAuthor(payload: AuthorFeedbackPayload) {
    return this.comments.listByAuthor(payload);
  }

  @Handles(CatalogListings.postComment)
  postComment(payload: PostCommentPayload) {
    return this.comments.post(payload);
  }

  @Handles(CatalogListings.removeComment)
  removeComment(payload: RemoveFeedbackPayload) {
    return this.comments.remove(payload);
  }
}
