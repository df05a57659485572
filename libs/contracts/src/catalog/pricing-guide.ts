import { defineRequest } from '../definitions.js';
import type { PricingGuideCategoryDto } from '../orders/payouts.js';

/** GET /api/pricing-guide: prices of the paid parts on sale, per category (the creators' guide). */
export const CatalogPricingGuide = {
  get: defineRequest<Record<string, never>, PricingGuideCategoryDto[]>('catalog.pricing-guide.get'),
} as const;
