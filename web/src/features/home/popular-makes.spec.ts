import { popularMakes } from './popular-makes';

const make = (slug: string, modelCount: number) => ({ slug, modelCount });

describe('popularMakes', () => {
  it('takes the first six in API order when no make has listings', () => {
    const makes = ['vw', 'ford', 'honda', 'subaru', 'toyota', 'bmw', 'mazda', 'chevy'].map((s) =>
      make(s, 0),
    );
    expect(popularMakes(makes).map((m) => m.slug)).toEqual([
      'vw',
      'ford',
      'honda',
      'subaru',
      'toyota',
      'bmw',
    ]);
  });

  it('puts makes with more listings first and keeps API order among ties', () => {
    const makes = [
      make('vw', 2),
      make('ford', 0),
      make('honda', 5),
      make('subaru', 2),
      make('bmw', 0),
    ];
    expect(popularMakes(makes, 4).map((m) => m.slug)).toEqual(['honda', 'vw', 'subaru', 'ford']);
  });

  it('moves a make up as soon as an approved listing raises its count', () => {
    const before = [make('vw', 3), make('ford', 3), make('honda', 3)];
    expect(popularMakes(before, 1).map((m) => m.slug)).toEqual(['vw']);
    const after = [make('vw', 3), make('ford', 4), make('honda', 3)];
    expect(popularMakes(after).map((m) => m.slug)).toEqual(['ford', 'vw', 'honda']);
  });

  it('copes with fewer makes than tiles', () => {
    expect(popularMakes([make('vw', 1)])).toHaveLength(1);
  });
});
