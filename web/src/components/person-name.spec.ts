import { firstNameOf, fullName, personName } from './person-name';

const maya = { firstName: 'Maya', lastName: 'Okafor', displayName: 'MayaMakes' };

describe('personName', () => {
  it('takes the display name, else the first name, else the fallback', () => {
    expect(personName(maya, 'Unknown')).toBe('MayaMakes');
    expect(personName({ ...maya, displayName: '  ' }, 'Unknown')).toBe('Maya');
    expect(personName({ ...maya, displayName: null, firstName: '' }, 'Unknown')).toBe('Unknown');
    expect(personName(null, 'Anonymous User')).toBe('Anonymous User');
    expect(personName(undefined, 'Racer')).toBe('Racer');
  });

  it('never joins in the last name, so the header and the creator card agree', () => {
    expect(personName({ ...maya, displayName: null }, 'Unknown')).toBe('Maya');
  });
});

describe('firstNameOf', () => {
  it('is the first name, else the fallback', () => {
    expect(firstNameOf(maya, 'Anonymous')).toBe('Maya');
    expect(firstNameOf({ ...maya, firstName: ' ' }, 'Anonymous')).toBe('Anonymous');
    expect(firstNameOf(null, 'Anonymous')).toBe('Anonymous');
  });
});

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName(maya, 'Unknown')).toBe('Maya Okafor');
    expect(fullName({ ...maya, lastName: '' }, 'Unknown')).toBe('Maya');
  });

  it('falls back to the display name, then the fallback', () => {
    expect(fullName({ firstName: '', lastName: ' ', displayName: 'Pit Boss' }, 'Unknown')).toBe(
      'Pit Boss',
    );
    expect(fullName({ firstName: '', lastName: '', displayName: null }, 'Anonymous Racer')).toBe(
      'Anonymous Racer',
    );
  });
});
