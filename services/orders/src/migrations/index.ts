import { Orders1795628450562 } from './1795628450562-Orders.js';
import { Payouts1797950000000 } from './1797950000000-Payouts.js';
import { Refunds1798000000000 } from './1798000000000-Refunds.js';
import { TestCardBrand1798100000000 } from './1798100000000-TestCardBrand.js';
import { CarriedForward1798200000000 } from './1798200000000-CarriedForward.js';
import { RefundIdempotencyKey1798300000000 } from './1798300000000-RefundIdempotencyKey.js';

/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const ORDERS_MIGRATIONS: Function[] = [
  Orders1795628450562,
  Payouts1797950000000,
  Refunds1798000000000,
  TestCardBrand1798100000000,
  CarriedForward1798200000000,
  RefundIdempotencyKey1798300000000,
];
