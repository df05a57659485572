/** Dates and files as the model page shows them. */
import { onFirstUse } from '../../components/format';

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

/** 'Mar 5, 2026' (in the reader's time zone); '—' for a date that can't be read. */
export function formatDate(
  iso: string | null | undefined,
  format: Intl.DateTimeFormat = dateFormat(),
): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '—' : format.format(time);
}
