import type { ListingDto } from '@pitstop/contracts';
import { DEMO_LISTINGS } from '../../catalog/src/seed/demo-listings.data.js';
import { TAXONOMY } from '../../catalog/src/seed/taxonomy.data.js';
import { listing } from './listing-fixtures.js';

/**
 * The demo catalog `npm start` seeds, as the catalog's events would give it to search: every
 * listing with its title, descriptions, tags, category, vehicle (with its generation's years),
 * price and downloads. Search quality is measured on it.
 */
export function demoCatalogListings(): ListingDto[] {
  return DEMO_LISTINGS.map((seed) => {
    const vehicle = seed.fitment ? vehicleOf(seed.fitment) : null;
    return {
      ...listing({
        title: seed.title,
        shortDescription: seed.shortDescription,
        longDescriptionMd: seed.longDescriptionMd,
        tags: seed.tags,
        categoryName: seed.category,
        priceCents: seed.priceCents,
        difficulty: seed.printDifficulty,
        downloads: seed.downloadCount,
        ageDays: seed.createdDaysAgo,
        vehicle,
      }),
      slug: seed.slug,
    };
  });
}

function vehicleOf(fit: NonNullable<(typeof DEMO_LISTINGS)[number]['fitment']>) {
  const generation = TAXONOMY.find((make) => make.name === fit.make)
    ?.models.find((model) => model.name === fit.model)
    ?.generations.find((g) => g.name === fit.generation);
  if (!generation) throw new Error(`No ${fit.make} ${fit.model} ${fit.generation} in the taxonomy`);
  return {
    make: fit.make,
    model: fit.model,
    generation: fit.generation,
    yearStart: generation.yearStart,
    yearEnd: generation.yearEnd,
    ...(fit.trim ? { trim: fit.trim } : {}),
  };
}
