import type { Viewer } from '@pitstop/contracts';
import { toListingDto, toListingEvent, type ListingRow } from './listing-dto.js';
import { checkNewListing } from './listing-input.js';

const SELLER: Viewer = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001', role: 'user' };
const BUYER: Viewer = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002', role: 'user' };
const ADMIN: Viewer = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000009', role: 'admin' };

const row = (priceCents: number): ListingRow => ({
  ...checkNewListing({
    title: 'Gauge Pod',
    shortDescription: 'Pod',
    isUniversalFit: true,
    priceCents,
    fileUrls: ['/media/pod.stl'],
  }).fields,
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001',
  slug: 'gauge-pod',
  sellerId: SELLER.id,
  approvalStatus: 'approved',
  deletedAt: null,
  categoryName: null,
  downloadCount: 3,
  likeCount: 1,
  ratingAvg: 4,
  ratingCount: 1,
  totalEarningsCents: 1497,
  makeName: null,
  makeSlug: null,
  modelName: null,
  modelSlug: null,
  generationName: null,
  yearStart: null,
  yearEnd: null,
  trimName: null,
  seller: { firstName: 'Maya', lastName: 'Okafor', displayName: null },
  previews: [],
  likedByMe: true,
  version: 2,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('toListingDto', () => {
  it("gives everyone the print facts of the listing's files together", () => {
    const analysis = {
      triangles: 12,
      sizeMm: { x: 20, y: 20, z: 20 },
      volumeCm3: 8,
      surfaceAreaCm2: 24,
      watertight: true,
    };
    const analysed = {
      ...row(499),
      fileAnalyses: [
        { analysisState: 'ready', analysis },
        { analysisState: 'ready', analysis },
      ],
    };
    expect(toListingDto(analysed, BUYER).printFacts?.filament[0]).toEqual({
      material: 'PLA',
      grams: 8.2,
      metres: 2.76,
    });
    expect(toListingDto(row(499), null).printFacts).toBeNull();
  });

  it("shows earnings and a paid listing's files to the seller and admins only", () => {
    for (const viewer of [SELLER, ADMIN])
      expect(toListingDto(row(499), viewer)).toMatchObject({
        totalEarnings: 1497,
        fileUrls: ['/media/pod.stl'],
      });
    for (const viewer of [BUYER, null])
      expect(toListingDto(row(499), viewer)).toMatchObject({ totalEarnings: 0, fileUrls: [] });
  });

  it("shows a free listing's files to everyone, but not its earnings", () => {
    expect(toListingDto(row(0), null)).toMatchObject({
      totalEarnings: 0,
      fileUrls: ['/media/pod.stl'],
    });
  });
});

describe('toListingEvent', () => {
  it('carries the listing as everyone sees it, liked by nobody', () => {
    expect(toListingEvent(row(499))).toMatchObject({
      totalEarnings: 0,
      fileUrls: [],
      likedByMe: false,
      downloadCount: 3,
    });
  });
});
