import { cleanTags, listingFromDraft, publishProblem, slugFromTitle } from './publish-rules';
import { emptyDraft, type WizardDraft } from './uploadWizardSlice';

function draft(overrides: Partial<WizardDraft> = {}): WizardDraft {
  const empty = emptyDraft();
  return {
    ...empty,
    details: {
      ...empty.details,
      title: '  Mk7 GTI Golf-Ball Shift Knob ',
      shortDescription: 'A golf ball knob. ',
    },
    fitment: { ...empty.fitment, makeId: 'vw', modelId: 'golf', generationId: 'mk7' },
    files: [
      { name: 'knob.stl', size: 10, storageUrl: 'http://s3.test/b/knob.stl', contentType: '' },
    ],
    ...overrides,
  };
}

describe('slugFromTitle', () => {
  it('lower-cases, turns runs of other characters into one hyphen, trims hyphens', () => {
    expect(slugFromTitle('Mk7 GTI Golf-Ball Shift Knob')).toBe('mk7-gti-golf-ball-shift-knob');
    expect(slugFromTitle('  --Cup  Holder (v2)!! ')).toBe('cup-holder-v2');
    expect(slugFromTitle('Über Vent Clip')).toBe('ber-vent-clip');
    expect(slugFromTitle('!!!')).toBe('');
  });
});

describe('publishProblem', () => {
  it("asks for a title, then a short description: 'Missing Information'", () => {
    const empty = emptyDraft();
    expect(publishProblem(draft({ details: { ...empty.details, title: '  ' } }), false)).toEqual({
      kind: 'error',
      title: 'Missing Information',
      description: 'Please provide a title for your model.',
    });
    expect(
      publishProblem(
        draft({ details: { ...empty.details, title: 'Knob', shortDescription: ' ' } }),
        false,
      ),
    ).toEqual({
      kind: 'error',
      title: 'Missing Information',
      description: 'Please provide a short description for your model.',
    });
  });

  it("asks for make, model and generation unless universal: 'Missing Vehicle Information'", () => {
    const fitment = { ...emptyDraft().fitment, makeId: 'vw', modelId: 'golf' };
    expect(publishProblem(draft({ fitment }), false)).toEqual({
      kind: 'error',
      title: 'Missing Vehicle Information',
      description: 'Please select make, model, and generation for vehicle fitment.',
    });
    expect(
      publishProblem(draft({ fitment: { ...fitment, isUniversalFit: true } }), false),
    ).toBeNull();
    // the trim is optional
    expect(publishProblem(draft(), false)).toBeNull();
  });

  it('asks for a model file unless an admin publishes, and for a valid price', () => {
    expect(publishProblem(draft({ files: [] }), false)).toEqual({
      kind: 'error',
      title: 'Missing Information',
      description: 'Upload at least one model file to continue.',
    });
    expect(publishProblem(draft({ files: [] }), true)).toBeNull();
    const paid = { ...emptyDraft().pricing, isFree: false, price: null };
    expect(publishProblem(draft({ pricing: paid }), false)).toMatchObject({
      kind: 'error',
      title: 'Invalid Price',
    });
    expect(publishProblem(draft({ pricing: { ...paid, price: 4.99 } }), false)).toBeNull();
  });
});

describe('listingFromDraft', () => {
  it('sends a private draft with the slug, trimmed text and the defaults', () => {
    expect(listingFromDraft(draft())).toEqual({
      title: 'Mk7 GTI Golf-Ball Shift Knob',
      slug: 'mk7-gti-golf-ball-shift-knob',
      shortDescription: 'A golf ball knob.',
      longDescriptionMd: null,
      categoryId: null,
      tags: [],
      priceCents: 0,
      currency: 'USD',
      isFree: true,
      printDifficulty: 'medium',
      supportsRequired: false,
      infillHintPercent: 20,
      mountLocation: null,
      materials: [],
      allowPersonalUse: true,
      allowCommercialUse: false,
      isDraft: true,
      visibility: 'private',
      isUniversalFit: false,
      vehicleFitment: { makeId: 'vw', modelId: 'golf', generationId: 'mk7', trimId: null },
      fileUrls: ['http://s3.test/b/knob.stl'],
      imageUrls: [],
    });
  });

  it('sends a paid price as rounded cents, and a free model at 0 whatever was typed', () => {
    const paid = { ...emptyDraft().pricing, isFree: false, price: 4.995 };
    expect(listingFromDraft(draft({ pricing: paid })).priceCents).toBe(500);
    expect(listingFromDraft(draft({ pricing: { ...paid, isFree: true } })).priceCents).toBe(0);
  });

  it('sends no vehicle for a universal fit, and an invalid infill as 20', () => {
    const listing = listingFromDraft(
      draft({
        fitment: { ...emptyDraft().fitment, isUniversalFit: true },
        pricing: { ...emptyDraft().pricing, infillHintPercent: null },
      }),
    );
    expect(listing).toMatchObject({
      isUniversalFit: true,
      vehicleFitment: null,
      infillHintPercent: 20,
    });
  });
});

describe('cleanTags', () => {
  it('trims, drops empties and repeats in any case, cuts long tags, keeps at most the limit', () => {
    expect(cleanTags([' Knob ', 'knob', '', 'interior', 'x'.repeat(40)], 30, 12)).toEqual([
      'Knob',
      'interior',
      'x'.repeat(30),
    ]);
    expect(cleanTags(['a', 'b', 'c'], 30, 2)).toEqual(['a', 'b']);
  });
});
