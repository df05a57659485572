import { DEMO_ACCOUNTS, LISTING_LIMITS } from '@pitstop/contracts';
import { DEMO_SHAPE_NAMES } from '@pitstop/demo-assets';
import { slugify } from '../domain/slug.js';
import { DEMO_LISTINGS } from './demo-listings.data.js';
import { CATEGORIES, TAXONOMY } from './taxonomy.data.js';

const accounts = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a]));

describe('the demo catalog', () => {
  it('is big enough to fill the home page and search', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(44);
  });

  it('has unique slugs made from the titles by the product rule', () => {
    const slugs = DEMO_LISTINGS.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const listing of DEMO_LISTINGS) expect(listing.slug).toBe(slugify(listing.title));
  });

  it.each(DEMO_LISTINGS.map((l) => [l.slug, l] as const))(
    '%s names real vehicles, categories, people and shapes',
    (_, listing) => {
      expect(CATEGORIES.map((c) => c.name)).toContain(listing.category);
      if (listing.fitment) {
        const { make, model, generation, trim } = listing.fitment;
        const gen = TAXONOMY.find((m) => m.name === make)
          ?.models.find((m) => m.name === model)
          ?.generations.find((g) => g.name === generation);
        expect(gen).toBeDefined();
        if (trim !== undefined) expect(gen?.trims.map((t) => t.name)).toContain(trim);
      }
      expect(['seller', 'admin']).toContain(accounts.get(listing.seller)?.persona);
      const people = [
        ...listing.reviews.map((r) => r.author),
        ...listing.comments.map((c) => c.author),
        ...listing.likedBy,
      ];
      for (const email of people) expect(accounts.has(email)).toBe(true);
      const reviewers = listing.reviews.map((r) => r.author);
      expect(reviewers).not.toContain(listing.seller);
      expect(new Set(reviewers).size).toBe(reviewers.length);
      expect(listing.likedBy).not.toContain(listing.seller);
      expect(new Set(listing.likedBy).size).toBe(listing.likedBy.length);
      expect(DEMO_SHAPE_NAMES).toContain(listing.shape);
      expect(listing.color).toMatch(/^#[0-9a-f]{6}$/i);
    },
  );

  it.each(DEMO_LISTINGS.map((l) => [l.slug, l] as const))(
    '%s keeps to the listing rules',
    (_, listing) => {
      expect(listing.title.length).toBeLessThanOrEqual(LISTING_LIMITS.titleMax);
      expect(listing.shortDescription.length).toBeLessThanOrEqual(
        LISTING_LIMITS.shortDescriptionMax,
      );
      expect(listing.longDescriptionMd).toMatch(/### Print settings/);
      expect(listing.longDescriptionMd.length).toBeLessThanOrEqual(
        LISTING_LIMITS.longDescriptionMax,
      );
      expect(listing.tags.length).toBeLessThanOrEqual(LISTING_LIMITS.tagsMax);
      for (const tag of listing.tags) expect(tag.length).toBeLessThanOrEqual(LISTING_LIMITS.tagMax);
      expect(listing.priceCents === 0 || listing.priceCents >= 199).toBe(true);
      expect(listing.priceCents).toBeLessThanOrEqual(1499);
      expect(listing.infillHintPercent).toBeGreaterThanOrEqual(0);
      expect(listing.infillHintPercent).toBeLessThanOrEqual(100);
      expect(listing.previewCount).toBeGreaterThanOrEqual(2);
      expect(listing.previewCount).toBeLessThanOrEqual(6);
      // Feedback comes after the listing was published.
      for (const item of [...listing.reviews, ...listing.comments]) {
        expect(item.daysAgo).toBeGreaterThanOrEqual(0);
        expect(item.daysAgo).toBeLessThanOrEqual(listing.createdDaysAgo);
      }
      for (const review of listing.reviews) {
        expect(review.bodyMd.length).toBeLessThanOrEqual(LISTING_LIMITS.reviewBodyMax);
        expect((review.title ?? '').length).toBeLessThanOrEqual(LISTING_LIMITS.reviewTitleMax);
      }
      for (const comment of listing.comments) {
        expect(comment.bodyMd.length).toBeLessThanOrEqual(LISTING_LIMITS.commentBodyMax);
      }
    },
  );

  it('mixes free and paid, difficulties, universal and vehicle parts, old and new, HOT ones', () => {
    const count = (keep: (l: (typeof DEMO_LISTINGS)[number]) => boolean) =>
      DEMO_LISTINGS.filter(keep).length;
    const free = count((l) => l.priceCents === 0) / DEMO_LISTINGS.length;
    expect(free).toBeGreaterThan(0.25);
    expect(free).toBeLessThan(0.45);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      expect(count((l) => l.printDifficulty === difficulty)).toBeGreaterThanOrEqual(5);
    }
    expect(count((l) => l.fitment === null)).toBeGreaterThanOrEqual(5);
    expect(count((l) => l.priceCents > 0 && l.downloadCount > 100)).toBeGreaterThanOrEqual(5);
    expect(count((l) => l.createdDaysAgo <= 7)).toBeGreaterThanOrEqual(3);
    expect(count((l) => l.previewCount > 4)).toBeGreaterThanOrEqual(3);
    expect(count((l) => l.reviews.length >= 3)).toBeGreaterThanOrEqual(5);
    const categories = new Set(DEMO_LISTINGS.map((l) => l.category));
    expect(categories.size).toBe(CATEGORIES.length);
    const makes = new Set(DEMO_LISTINGS.flatMap((l) => (l.fitment ? [l.fitment.make] : [])));
    expect(makes.size).toBe(TAXONOMY.length);
  });
});
