import { IMAGE_VARIANT_WIDTHS, type VehicleFitmentDto } from '@pitstop/contracts';
import {
  cardBadge,
  difficultyLabel,
  firstPicture,
  firstPreview,
  fitmentBadges,
  fitmentLine,
  fitmentTitle,
  litStars,
  modelPath,
  pictureOf,
  previewImages,
  previewPictures,
  priceLabel,
  ratingText,
  vehicleLine,
} from './listing-display';

const golfMk7: VehicleFitmentDto = {
  makeId: 'm1',
  modelId: 'm2',
  generationId: 'g1',
  trimId: 't1',
  makeName: 'Volkswagen',
  makeSlug: 'volkswagen',
  modelSlug: 'golf',
  modelName: 'Golf',
  generationName: 'Mk7',
  yearStart: 2013,
  yearEnd: 2020,
  trimName: 'GTI',
};

describe('priceLabel', () => {
  it('shows dollars with two decimals from integer cents', () => {
    expect(priceLabel({ isFree: false, priceCents: 499 })).toBe('$4.99');
    expect(priceLabel({ isFree: false, priceCents: 1000 })).toBe('$10.00');
    expect(priceLabel({ isFree: false, priceCents: 123456 })).toBe('$1,234.56');
  });

  it("shows FREE on cards and 'Free' in the admin list when it costs nothing", () => {
    expect(priceLabel({ isFree: true, priceCents: 0 })).toBe('FREE');
    expect(priceLabel({ isFree: false, priceCents: 0 })).toBe('FREE');
    expect(priceLabel({ isFree: true, priceCents: 0 }, 'Free')).toBe('Free');
  });
});

describe('cardBadge', () => {
  it('is HOT only over 100 downloads', () => {
    expect(cardBadge({ isFree: false, priceCents: 299, downloadCount: 100 })).toBeNull();
    expect(cardBadge({ isFree: false, priceCents: 299, downloadCount: 101 })).toBe('HOT');
  });

  it('shows FREE instead of HOT on free items', () => {
    expect(cardBadge({ isFree: true, priceCents: 0, downloadCount: 5000 })).toBe('FREE');
    expect(cardBadge({ isFree: true, priceCents: 0, downloadCount: 0 })).toBe('FREE');
  });
});

describe('stars', () => {
  it('lights the rounded average, within 0–5', () => {
    expect(litStars(4.5)).toBe(5);
    expect(litStars(4.49)).toBe(4);
    expect(litStars(0)).toBe(0);
    expect(litStars(7)).toBe(5);
    expect(litStars(null)).toBe(0);
    expect(litStars(Number.NaN)).toBe(0);
  });

  it('reads out the average and the count', () => {
    expect(ratingText(4.25, 12)).toBe('Rated 4.3 out of 5 from 12 reviews');
    expect(ratingText(5, 1)).toBe('Rated 5.0 out of 5 from 1 review');
    expect(ratingText(0, 0)).toBe('No reviews yet');
  });
});

describe('firstPreview', () => {
  it('takes imageUrls first, then previews, else none', () => {
    expect(firstPreview({ imageUrls: ['/a.png', '/b.png'], previews: [] })).toBe('/a.png');
    expect(
      firstPreview({
        imageUrls: [],
        previews: [{ id: 'p', storageUrl: '/p.png', variants: null }],
      }),
    ).toBe('/p.png');
    expect(firstPreview({ imageUrls: [], previews: [] })).toBeNull();
  });
});

describe('previewImages', () => {
  it('lists imageUrls then previews, each address once, blanks dropped', () => {
    expect(
      previewImages({
        imageUrls: ['/a.png', ''],
        previews: [
          { id: '1', storageUrl: '/a.png', variants: null },
          { id: '2', storageUrl: '/b.png', variants: null },
        ],
      }),
    ).toEqual(['/a.png', '/b.png']);
  });
});

describe('previewPictures', () => {
  const variants = {
    card: '/media/a-card.webp',
    full: '/media/a-full.webp',
    width: 2400,
    height: 1800,
  };

  it('offers the WebP copies in srcSet, matched to the previews by address', () => {
    expect(
      previewPictures({
        imageUrls: ['/media/a.png', '/media/b.png'],
        previews: [
          { id: '1', storageUrl: '/media/a.png', variants },
          { id: '2', storageUrl: '/media/b.png', variants: null },
        ],
      }),
    ).toEqual([
      {
        src: '/media/a-full.webp',
        srcSet: '/media/a-card.webp 400w, /media/a-full.webp 1200w',
        width: 2400,
        height: 1800,
        original: '/media/a.png',
      },
      { src: '/media/b.png', original: '/media/b.png' },
    ]);
  });

  it('gives a small image its own width, and one copy when both are the same size', () => {
    expect(pictureOf('/a.png', { ...variants, width: 800, height: 600 }).srcSet).toBe(
      '/media/a-card.webp 400w, /media/a-full.webp 800w',
    );
    expect(pictureOf('/a.png', { ...variants, width: 300, height: 200 }).srcSet).toBe(
      '/media/a-full.webp 300w',
    );
  });

  it("states the widths media's worker makes the copies at", () => {
    const { card, full } = IMAGE_VARIANT_WIDTHS;
    expect(pictureOf('/a.png', { ...variants, width: 5000, height: 3000 }).srcSet).toBe(
      `/media/a-card.webp ${card}w, /media/a-full.webp ${full}w`,
    );
  });

  it('assumes the usual widths when the size is unknown', () => {
    const picture = pictureOf('/a.png', { ...variants, width: 0, height: 0 });
    expect(picture.srcSet).toBe('/media/a-card.webp 400w, /media/a-full.webp 1200w');
    expect(picture.width).toBeUndefined();
  });

  it('is the plain address for a preview without copies, and none for no previews', () => {
    expect(firstPicture({ imageUrls: ['https://img.test/x.jpg'], previews: [] })).toEqual({
      src: 'https://img.test/x.jpg',
      original: 'https://img.test/x.jpg',
    });
    expect(firstPicture({ imageUrls: [], previews: [] })).toBeNull();
  });
});

describe('vehicleLine', () => {
  it("reads 'Make Model (Generation) years - Trim'", () => {
    expect(vehicleLine({ isUniversalFit: false, vehicleFitment: golfMk7 })).toBe(
      'Volkswagen Golf (Mk7) 2013–2020 - GTI',
    );
  });

  it("says 'Present' for a generation still built and leaves out a missing trim", () => {
    expect(
      vehicleLine({
        isUniversalFit: false,
        vehicleFitment: {
          ...golfMk7,
          yearStart: 2020,
          yearEnd: null,
          trimId: null,
          trimName: null,
        },
      }),
    ).toBe('Volkswagen Golf (Mk7) 2020–Present');
  });

  it('is null for a universal part', () => {
    expect(vehicleLine({ isUniversalFit: true, vehicleFitment: null })).toBeNull();
    expect(vehicleLine({ isUniversalFit: true, vehicleFitment: golfMk7 })).toBeNull();
  });
});

describe('fitment', () => {
  const fitted = { isUniversalFit: false, vehicleFitment: golfMk7 };
  const universal = { isUniversalFit: true, vehicleFitment: null };

  it('badges name the model and generation, then the trim', () => {
    expect(fitmentBadges(fitted)).toEqual(['Golf Mk7', 'GTI']);
    expect(fitmentBadges({ ...fitted, vehicleFitment: { ...golfMk7, trimName: null } })).toEqual([
      'Golf Mk7',
    ]);
    expect(fitmentBadges(universal)).toEqual(['Universal fit']);
  });

  it("the admin line reads 'Make Model (Generation) - Trim'", () => {
    expect(fitmentLine(fitted)).toBe('Volkswagen Golf (Mk7) - GTI');
    expect(fitmentLine({ ...fitted, vehicleFitment: { ...golfMk7, trimName: null } })).toBe(
      'Volkswagen Golf (Mk7)',
    );
    expect(fitmentLine(universal)).toBe('Universal fit');
  });

  it('the tooltip gives the years, Present for a current generation', () => {
    expect(fitmentTitle(fitted)).toBe('Volkswagen Golf Mk7 GTI, 2013–2020');
    expect(fitmentTitle({ ...fitted, vehicleFitment: { ...golfMk7, yearEnd: null } })).toBe(
      'Volkswagen Golf Mk7 GTI, 2013–Present',
    );
  });
});

describe('difficultyLabel', () => {
  it('capitalises the stored value', () => {
    expect(difficultyLabel('easy')).toBe('Easy');
    expect(difficultyLabel('hard')).toBe('Hard');
  });
});

describe('modelPath', () => {
  it("is the model page's address", () => {
    expect(modelPath({ slug: 'mk7-golf-vent-mount' })).toBe('/models/mk7-golf-vent-mount');
  });
});
