import { Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '@pitstop/common';
import {
  LISTING_LIMITS,
  ListingMessages as Msg,
  REPORT_REASONS,
  type ReportDto,
  type ReportPayload,
  type ReportReason,
} from '@pitstop/contracts';
import { toReportDto } from '../domain/feedback-dto.js';
import { assertViewable, requireListingId } from '../domain/listing-access.js';
import { requireActor, requireAdmin } from '../domain/people.js';
import { plainText } from '../domain/plain-text.js';
import { MemberRepository } from '../repositories/member.repository.js';
import { ReportRepository } from '../repositories/report.repository.js';

const DETAILS_TOO_LONG = `Details must be at most ${LISTING_LIMITS.reportDetailsMax} characters`;

/** Reports of listings (infringement, unsafe parts, …) and the admins' list of them. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly members: MemberRepository,
  ) {}

  /** One report per person and listing: reporting again updates it. */
  async report(payload: ReportPayload): Promise<ReportDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload.listingId);
    if (!REPORT_REASONS.includes(payload.reason as ReportReason))
      throw new BadRequestError(Msg.reportReasonInvalid);
    const details = plainText(payload.details, 'Details', DETAILS_TOO_LONG);
    if (details.length > LISTING_LIMITS.reportDetailsMax)
      throw new BadRequestError(DETAILS_TOO_LONG);
    await this.members.remember(actor);
    const report = await this.reports.upsert(
      id,
      actor.id,
      { reason: payload.reason, details },
      (listing) => assertViewable(listing, actor),
    );
    if (!report) throw new NotFoundError(Msg.notFound);
    return toReportDto(report);
  }

  async list(payload: { actor: unknown }): Promise<ReportDto[]> {
    requireAdmin(payload?.actor);
    return (await this.reports.list()).map(toReportDto);
  }
}
