import { countOf, formatCents, formatCount, yesNo } from './format';

describe('countOf', () => {
  it('says one thing or several', () => {
    expect(countOf(0, 'upload')).toBe('0 uploads');
    expect(countOf(1, 'collection')).toBe('1 collection');
  });

  it("shows a make's '{modelCount} models'", () => {
    expect(countOf(0, 'model')).toBe('0 models');
    expect(countOf(127, 'model')).toBe('127 models');
    expect(countOf(1, 'model')).toBe('1 model');
  });

  it('counts the admin list of users', () => {
    expect(countOf(1, 'user')).toBe('1 user');
    expect(countOf(2, 'user')).toBe('2 users');
    expect(countOf(1234, 'user')).toBe('1,234 users');
  });
});

describe('yesNo', () => {
  it("answers 'Yes' or 'No', in capitals when the caller asks", () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo(true, 'YES')).toBe('YES');
    expect(yesNo(false, 'YES')).toBe('NO');
  });
});

describe('formatCount and formatCents', () => {
  it('group thousands, and show cents as dollars with two decimals', () => {
    expect(formatCount(1240)).toBe('1,240');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
