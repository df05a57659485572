import { totalFrom } from './total-count';

const headers = (total?: string) =>
  new Headers(total === undefined ? {} : { 'X-Total-Count': total });

describe('totalFrom', () => {
  it('reads the total over all pages from X-Total-Count', () => {
    expect(totalFrom(headers('137'), 100)).toBe(137);
    expect(totalFrom(headers('0'), 0)).toBe(0);
  });

  it('counts the page in hand when the header is missing, unreadable or too small', () => {
    expect(totalFrom(undefined, 12)).toBe(12);
    expect(totalFrom(headers(), 12)).toBe(12);
    expect(totalFrom(headers(''), 3)).toBe(3);
    expect(totalFrom(headers('many'), 3)).toBe(3);
    expect(totalFrom(headers('2.5'), 3)).toBe(3);
    expect(totalFrom(headers('2'), 3)).toBe(3);
  });
});
