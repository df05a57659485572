import { Controller } from '@nestjs/common';
import { CatalogPricingGuide } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { PricingGuideRepository } from '../repositories/pricing-guide.repository.js';

/** The creators' pricing guide: one read, no rules of its own, so no service between. */
@Controller()
export class PricingGuideHandler {
  constructor(private readonly prices: PricingGuideRepository) {}

  @Handles(CatalogPricingGuide.get)
  get() {
    return this.prices.byCategory();
  }
}
