import { initials, joinYear } from './user';

describe('initials', () => {
  it('takes up to two capital letters from first and last name', () => {
    expect(initials({ firstName: 'sam', lastName: 'rossi', displayName: 'Pit Boss' })).toBe('SR');
    expect(initials({ firstName: 'Sam', lastName: '' })).toBe('S');
  });

  it('falls back to the display name words, then the email', () => {
    expect(initials({ firstName: '', lastName: '', displayName: 'Turbo Tom Jr' })).toBe('TT');
    expect(initials({ firstName: '', lastName: '', displayName: null, email: 'x@y.z' })).toBe('X');
    expect(initials({})).toBe('?');
  });

  it('skips leading punctuation, keeps letters beyond ASCII, and can stop at one', () => {
    expect(initials({ firstName: '(Zoë)', lastName: 'Ärmel' })).toBe('ZÄ');
    expect(initials({ firstName: 'Sam', lastName: 'Rossi' }, 1)).toBe('S');
  });
});

describe('joinYear', () => {
  it('reads the year the account was created', () => {
    expect(joinYear('2026-06-15T12:00:00.000Z')).toBe(2026);
  });

  it('gives null for an unreadable date', () => {
    expect(joinYear('not a date')).toBeNull();
  });
});
