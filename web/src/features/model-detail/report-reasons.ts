/** The report dialog's reasons, in the API's order, with what a person reads. */
import type { ReportReason } from '../admin/moderationApi';

const LABELS: Record<ReportReason, string> = {
  infringement: 'Copyright or trademark infringement',
  unsafe: 'Unsafe: meant for a safety-critical part',
  inappropriate: 'Inappropriate or offensive content',
  spam: 'Spam or misleading listing',
  other: 'Something else',
};

export const REPORT_REASON_OPTIONS = (Object.keys(LABELS) as ReportReason[]).map((value) => ({
  value,
  label: LABELS[value],
}));

export function reportReasonLabel(reason: ReportReason): string {
  return LABELS[reason] ?? reason;
}
