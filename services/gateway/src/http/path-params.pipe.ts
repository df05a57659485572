import { BadRequestException, NotFoundException, type PipeTransform } from '@nestjs/common';
import {
  CollectionMessages,
  FileMessages,
  FitConfirmationMessages,
  GarageMessages,
  ListingMessages,
  MEDIA_LIMITS,
  MediaMessages,
  OrderMessages,
  TEST_PAYMENT_ID,
} from '@pitstop/contracts';
import { isUUID } from 'class-validator';

/**
 * A path segment that cannot name anything (an id that is no UUID, a slug with characters no
 * slug has) is an unknown resource: 404 with the resource's own text, without asking a service.
 */
class PathParamPipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly isWellFormed: (value: string) => boolean,
    private readonly notFound: string,
  ) {}

  transform(value: unknown): string {
    if (typeof value !== 'string' || !this.isWellFormed(value))
      throw new NotFoundException(this.notFound);
    return value;
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 300;

/** :id and :modelId of /api/models3d/… and /api/admin/models/…. */
export const ListingIdPipe = new PathParamPipe((v) => isUUID(v, 'all'), ListingMessages.notFound);

/** :slug of /api/models3d/slug/… (slugs are lower-case words joined by single hyphens). */
export const ListingSlugPipe = new PathParamPipe(
  (v) => v.length <= SLUG_MAX && SLUG.test(v),
  ListingMessages.notFound,
);

/** :id of /api/sellers/…. */
export const SellerIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  ListingMessages.sellerNotFound,
);

/** :uploadId of /api/objects/multipart/…. */
export const UploadIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  MediaMessages.uploadNotFound,
);

/** :fileId and :previewId of /api/models3d/{id}/files|previews/…. */
export const FileIdPipe = new PathParamPipe((v) => isUUID(v, 'all'), FileMessages.fileNotFound);
export const PreviewIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  FileMessages.previewNotFound,
);

/** :reviewId and :commentId of /api/models3d/{id}/reviews|comments/…. */
export const ReviewIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  ListingMessages.reviewNotFound,
);
export const FitConfirmationIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  FitConfirmationMessages.notFound,
);
export const CommentIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  ListingMessages.commentNotFound,
);

/** :partNumber of /api/objects/multipart/{uploadId}/parts/…: 1 to S3's 10,000, else 400. */
class PartNumberParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global ValidationPipe may have made a number of it already (the parameter's type).
    const text = String(value);
    const number = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    if (!(number >= 1 && number <= MEDIA_LIMITS.partsMax))
      throw new BadRequestException(MediaMessages.partNumberInvalid);
    return number;
  }
}
export const PartNumberPipe = new PartNumberParamPipe();

/** :id of /api/orders/…. */
export const OrderIdPipe = new PathParamPipe((v) => isUUID(v, 'all'), OrderMessages.orderNotFound);

/** :paymentId of /api/test-payments/…. */
export const TestPaymentIdPipe = new PathParamPipe(
  (v) => TEST_PAYMENT_ID.test(v),
  OrderMessages.paymentNotFound,
);

/** :reportId of /api/admin/reports/…. */
export const ReportIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  ListingMessages.reportNotFound,
);

/** :vehicleId of /api/garage/…. */
export const VehicleIdPipe = new PathParamPipe((v) => isUUID(v, 'all'), GarageMessages.notFound);

/** :id of /api/collections/…. */
export const CollectionIdPipe = new PathParamPipe(
  (v) => isUUID(v, 'all'),
  CollectionMessages.notFound,
);
