import { BadRequestError } from './errors.js';
import { requireUuids } from './validation.js';

const A = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

describe('requireUuids', () => {
  it('gives the ids in lower case, in their order', () => {
    expect(requireUuids([A, A.toLowerCase()], 'ids', 2)).toEqual([
      A.toLowerCase(),
      A.toLowerCase(),
    ]);
    expect(requireUuids([], 'ids', 2)).toEqual([]);
  });

  it('refuses what is not a list, a list too long, or an element that is not an id', () => {
    expect(() => requireUuids('x', 'ids', 2)).toThrow(
      new BadRequestError('ids must be a list of at most 2 ids'),
    );
    expect(() => requireUuids([A, A, A], 'ids', 2)).toThrow('ids must be a list of at most 2 ids');
    expect(() => requireUuids([A, 'nope'], 'listingIds', 2)).toThrow('listingIds must be a UUID');
  });
});
