import { reviewHeading } from './authors';

const maya = { displayName: 'MayaMakes', firstName: 'Maya', lastName: 'Okafor' };

describe('reviewHeading', () => {
  it("shows the title, else the author's name, else 'Anonymous User'", () => {
    expect(reviewHeading({ title: 'Perfect fit', author: maya })).toBe('Perfect fit');
    expect(reviewHeading({ title: '', author: maya })).toBe('MayaMakes');
    expect(reviewHeading({ title: '', author: { ...maya, displayName: null } })).toBe('Maya');
    expect(reviewHeading({ title: ' ', author: null })).toBe('Anonymous User');
  });
});
