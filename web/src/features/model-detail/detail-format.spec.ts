import { firstStlFile, formatDate, formatFileSize, yesNo } from './detail-format';

describe('formatFileSize', () => {
  it('counts in Bytes, KB, MB and GB with base 1024', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(52_428_800)).toBe('50 MB');
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(3 * 1024 ** 3 + 1024 ** 3 / 4)).toBe('3.25 GB');
  });

  it('keeps GB as the largest unit and reads nonsense as nothing', () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2048 GB');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

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

describe('firstStlFile', () => {
  it('finds the first .stl by file name, any case, ignoring the query string', () => {
    expect(
      firstStlFile([
        'https://files.test/a/readme.pdf',
        'https://files.test/a/Mount.STL?X-Amz-Signature=abc',
        'https://files.test/a/b.stl',
      ]),
    ).toBe('https://files.test/a/Mount.STL?X-Amz-Signature=abc');
  });

  it('is null without one, also when only a folder or query mentions stl', () => {
    expect(firstStlFile([])).toBeNull();
    expect(firstStlFile(['/files/stl/model.step', '/files/model.3mf?type=.stl'])).toBeNull();
  });
});

describe('yesNo', () => {
  it('answers in capitals', () => {
    expect(yesNo(true)).toBe('YES');
    expect(yesNo(false)).toBe('NO');
  });
});
