import { checkSearchRequest } from '../../domain/search-criteria.js';
import { CellPasses } from './cell-passes.js';
import type { FilterFields } from './count-cube.js';

const cell = (difficulty: FilterFields['difficulty'], isFree = true): FilterFields => ({
  isUniversalFit: true,
  makeId: null,
  makeSlug: null,
  modelId: null,
  modelSlug: null,
  generationId: null,
  trimId: null,
  trimKey: null,
  yearStart: null,
  yearEnd: null,
  mountLocation: null,
  materials: [],
  categoryId: null,
  isFree,
  difficulty,
});

describe('CellPasses', () => {
  it('says which cells pass the filters, and decides cells added since for a kept combination', () => {
    const passes = new CellPasses();
    const cells = [cell('easy'), cell('hard'), cell('easy', false)];
    const hard = checkSearchRequest({ difficulty: 'hard' });
    expect([...passes.of(cells, hard).subarray(0, 3)]).toEqual([0, 1, 0]);
    cells.push(cell('hard', false), cell('medium'));
    expect([...passes.of(cells, hard).subarray(0, 5)]).toEqual([0, 1, 0, 1, 0]);
    const freeEasy = checkSearchRequest({ difficulty: 'easy', isFree: true });
    expect([...passes.of(cells, freeEasy).subarray(0, 5)]).toEqual([1, 0, 0, 0, 0]);
  });

  it('keeps the most recently used combinations, up to its capacity', () => {
    const passes = new CellPasses(1);
    const cells = [cell('easy')];
    const easy = checkSearchRequest({ difficulty: 'easy' });
    const first = passes.of(cells, easy);
    expect(passes.of(cells, easy)).toBe(first);
    passes.of(cells, checkSearchRequest({ difficulty: 'hard' }));
    expect(passes.of(cells, easy)).not.toBe(first);
  });
});
