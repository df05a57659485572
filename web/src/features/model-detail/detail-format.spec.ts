import { fileNameOf, formatDate } from './detail-format';

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

describe('fileNameOf', () => {
  it('is the last part of the path, decoded, without query or fragment', () => {
    expect(fileNameOf('https://files.test/a/Gauge%20Pod.stl?X-Amz-Signature=abc')).toBe(
      'Gauge Pod.stl',
    );
    expect(fileNameOf('/files/mount.3mf#top')).toBe('mount.3mf');
  });

  it('shows a name with a stray percent sign as written', () => {
    expect(fileNameOf('/files/100%_infill.stl')).toBe('100%_infill.stl');
  });
});
