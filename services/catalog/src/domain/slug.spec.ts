import { slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Golf R', 'golf-r'],
    ['F-150', 'f-150'],
    ['MX-5 Miata', 'mx-5-miata'],
    ['  Wheels & Brakes  ', 'wheels-brakes'],
    ['3 Series', '3-series'],
    ['Silverado 1500!!', 'silverado-1500'],
    ['Škoda Citroën', 'skoda-citroen'],
    ['***', ''],
  ])('turns %p into %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
