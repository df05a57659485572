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

  it('copes with fewer makes than tiles', () => {
    expect(popularMakes([make('vw', 1)])).toHaveLength(1);
  });
});
