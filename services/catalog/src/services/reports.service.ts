import { Injectable, Logger } from '@nestjs/common';
import { BadRequestError, ConflictError, NotFoundError, isUuid } from '@pitstop/common';
import {
  FitConfirmationMessages,
  LISTING_LIMITS,
  ListingMessages as Msg,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_TYPES,
  adminPage,
  type DismissReportPayload,
  type Page,
  type ListReportsPayload,
  type ReportDto,
  type ReportPayload,
  type ReportReason,
  type ReportTargetType,
  type TakeDownPayload,
  type TakeDownResult,
} from '@pitstop/contracts';
import { toReportDto, type ReportRow } from '../domain/feedback-dto.js';
import { assertViewable, requireListingId } from '../domain/listing-access.js';
import { toListingDto } from '../domain/listing-dto.js';
import { requireActor, requireAdmin } from '../domain/people.js';
import { boundedText } from '../domain/plain-text.js';
import { MemberRepository } from '../repositories/member.repository.js';
import { ReportRepository } from '../repositories/report.repository.js';

/** Reports of listings (infringement, unsafe parts, …) and how admins settle them. */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger('Moderation');

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
    const target = requireTarget(payload.target);
    await this.members.remember(actor);
    const report = await this.reports.upsert(
      id,
      actor.id,
      { reason: payload.reason, details },
      (listing) => assertViewable(listing, actor),
      target,
    );
    if (report === 'not-found') throw new NotFoundError(targetNotFound(target?.type));
    if (report === 'own') throw new BadRequestError(Msg.reportOwnFeedback);
    return toReportDto(report);
  }

  /** The open queue by default; status 'all' adds the settled ones (the history). */
  async list(payload: ListReportsPayload): Promise<Page<ReportDto>> {
    requireAdmin(payload?.actor);
    const status = payload.status === 'all' ? 'all' : 'open';
    const { rows, total } = await this.reports.list(status, adminPage(payload));
    return { items: rows.map(toReportDto), total };
  }

  async dismiss(payload: DismissReportPayload): Promise<ReportDto> {
    const actor = requireAdmin(payload?.actor);
    const reportId = requireReportId(payload.reportId);
    await this.members.remember(actor);
    const result = await this.reports.dismiss(reportId, actor.id);
    if (result === 'not-found') throw new NotFoundError(Msg.reportNotFound);
    if (result === 'taken-down') throw new ConflictError(Msg.reportAlreadyTakenDown);
    this.logger.log(`report ${reportId} dismissed by ${actor.id}`);
    return toReportDto(result);
  }

  async takeDown(payload: TakeDownPayload): Promise<TakeDownResult> {
    const actor = requireAdmin(payload?.actor);
    const reportId = requireReportId(payload.reportId);
    const given = boundedText(payload.reason, 'Reason', {
      max: LISTING_LIMITS.takedownReasonMax,
      tooLong: Msg.takedownReasonTooLong,
    });
    await this.members.remember(actor);
    const result = await this.reports.takeDown(
      reportId,
      actor.id,
      (report) => given || defaultTakedownReason(report),
    );
    if (result === 'not-found') throw new NotFoundError(Msg.reportNotFound);
    this.logger.log(`listing ${result.listing.id} taken down by ${actor.id} (report ${reportId})`);
    return { report: toReportDto(result.report), listing: toListingDto(result.listing, actor) };
  }
}

/** What the seller reads when the admin gave no reason of their own: the report's. */
export function defaultTakedownReason(report: Pick<ReportRow, 'reason'>): string {
  return `Reported as: ${REPORT_REASON_LABELS[report.reason] ?? report.reason}.`;
}

/** A report of a review or comment names it by id; an id that is none is no such one. */
function requireTarget(value: unknown): { type: ReportTargetType; id: string } | undefined {
  if (value == null) return undefined;
  const { type, id } = value as { type?: unknown; id?: unknown };
  if (!REPORT_TARGET_TYPES.includes(type as ReportTargetType))
    throw new BadRequestError('Unknown report target');
  if (!isUuid(id)) throw new NotFoundError(targetNotFound(type as ReportTargetType));
  return { type: type as ReportTargetType, id: id.toLowerCase() };
}

function targetNotFound(type: ReportTargetType | undefined): string {
  if (type === 'review') return Msg.reviewNotFound;
  if (type === 'fit_confirmation') return FitConfirmationMessages.notFound;
  return Msg.commentNotFound;
}

function requireReportId(value: unknown): string {
  if (!isUuid(value)) throw new NotFoundError(Msg.reportNotFound);
  return value.toLowerCase();
}
