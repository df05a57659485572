import { formatDate } from './detail-format';

describe('formatDate', () => {
  const utc = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it("reads like 'Mar 5, 2026'", () => {
    expect(formatDate('2026-03-05T12:00:00.000Z', utc)).toBe('Mar 5, 2026');
  });

  it("shows '—' for a missing or unreadable date", () => {
    expect(formatDate(null, utc)).toBe('—');
    expect(formatDate('yesterday-ish', utc)).toBe('—');
  });
});
