import { authorName, creatorCardName, reviewHeading } from './people';

const maya = { displayName: 'MayaMakes', firstName: 'Maya', lastName: 'Okafor' };

describe('creatorCardName', () => {
  it('prefers the display name, then first and last name', () => {
    expect(creatorCardName(maya)).toBe('MayaMakes');
    expect(creatorCardName({ ...maya, displayName: '  ' })).toBe('Maya Okafor');
    expect(creatorCardName({ displayName: null, firstName: 'Maya', lastName: '' })).toBe('Maya');
  });

  it("is 'Unknown' with no name at all", () => {
    expect(creatorCardName(null)).toBe('Unknown');
    expect(creatorCardName({ displayName: null, firstName: ' ', lastName: '' })).toBe('Unknown');
  });
});

describe('reviewHeading', () => {
  it("shows the title, else the author's name, else 'Anonymous User'", () => {
    expect(reviewHeading({ title: 'Perfect fit', author: maya })).toBe('Perfect fit');
    expect(reviewHeading({ title: '', author: maya })).toBe('MayaMakes');
    expect(reviewHeading({ title: ' ', author: null })).toBe('Anonymous User');
  });
});

describe('authorName', () => {
  it("falls back to 'Anonymous User'", () => {
    expect(authorName({ displayName: null, firstName: '', lastName: '' })).toBe('Anonymous User');
  });
});
