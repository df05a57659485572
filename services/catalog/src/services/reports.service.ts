import { Injectable } from '@nestjs/common';
import { BadRequestError } from '@pitstop/common';
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
import { boundedText } from '../domain/plain-text.js';
import { MemberRepository } from '../repositories/member.repository.js';
import { ReportRepository } from '../repositories/report.repository.js';

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
    const details = boundedText(payload.details, 'Details', {
      max: LISTING_LIMITS.reportDetailsMax,
      tooLong: Msg.reportDetailsTooLong,
    });
    await this.members.remember(actor);
    const report = await this.reports.upsert(
      id,
      actor.id,
      { reason: payload.reason, details },
      (listing) => assertViewable(listing, actor),
    );
    return toReportDto(report);
  }

  async list(payload: { actor: unknown }): Promise<ReportDto[]> {
    requireAdmin(payload?.actor);
    return (await this.reports.list()).map(toReportDto);
  }
}
