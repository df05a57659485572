/** Who runs payments: Stripe when its keys are set, else the local test provider (TEST MODE). */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** One listing in a cart (docs/product.md §3 'Cart'), with what the cart page shows of it. */
export interface CartItemDto {
  modelId: string;
  /** Integer cents, taken from the catalog by the server when the item was added. */
  priceCentsSnapshot: number;
  currency: string;
  title: string;
  slug: string;
  seller: { id: string; name: string };
  /** The listing's first preview when added (this site's /media/… address or a link), or null. */
  previewUrl: string | null;
  addedAt: string;
}

export interface CartDto {
  items: CartItemDto[];
  /** The number of items (the navigation bar's badge). */
  count: number;
  subtotalCents: number;
  /** docs/product.md §9: fixed at $0.00. */
  platformFeeCents: number;
  /** The sum of priceCentsSnapshot. */
  totalCents: number;
  currency: string;
}

/** POST /api/create-payment-intent. docs/product.md needs clientSecret; the rest helps the checkout page. */
export interface PaymentIntentDto {
  clientSecret: string;
  orderId: string;
  amountCents: number;
  currency: string;
  provider: PaymentProviderName;
}

/** GET /api/payments/config: which card form the checkout page shows. */
export interface PaymentsConfigDto {
  provider: PaymentProviderName;
  /** Stripe's publishable key (pk_…) for Stripe Elements, when configured. */
  publishableKey?: string;
  /** TEST MODE only: the cards the test provider knows. */
  testCards?: { succeeds: string; declined: string };
  /** The platform's share of each sale, taken from the seller's share (0: none). */
  platformFeePercent?: number;
  /** How long after a sale the seller's share is sent. */
  payoutHoldSeconds?: number;
}

/** What the test provider answers a card with (a decline is an answer, not an HTTP error). */
export interface TestPaymentResultDto {
  status: 'succeeded' | 'declined';
  /** The decline's reason, in the provider's words. */
  message?: string;
  orderId: string;
}

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One purchased listing of an order, as it was when bought (titles may change later). */
export interface OrderLineDto {
  modelId: string;
  title: string;
  slug: string;
  sellerId: string;
  sellerName: string;
  priceCents: number;
  /** Refunded (the buyer no longer has its files). */
  refunded?: boolean;
}

export interface OrderDto {
  id: string;
  /** A short increasing number for receipts ('Order #1042'). */
  number: number;
  status: OrderStatus;
  items: OrderLineDto[];
  subtotalCents: number;
  platformFeeCents: number;
  totalCents: number;
  currency: string;
  /** ISO 8601. */
  createdAt: string;
  paidAt: string | null;
  /** Present once paid. */
  receipt: ReceiptDto | null;
  /** Money given back, oldest first (refunds.ts). */
  refunds?: import('./refunds.js').RefundDto[];
  /** 'refunded' when every line is, 'partially-refunded' when some are; 'disputed' while open. */
  refundStatus?: 'none' | 'partially-refunded' | 'refunded' | 'disputed';
}

export interface ReceiptDto {
  provider: PaymentProviderName;
  /** The provider's payment id (pi_… for Stripe, tp_… in TEST MODE). */
  paymentReference: string;
  /** The card's last four digits when the provider told us. */
  cardLast4: string | null;
  /** The card's brand ('visa') when the provider told us. */
  cardBrand?: string | null;
}

/** A listing the user may download because they bought it. */
export interface EntitlementDto {
  modelId: string;
  orderId: string;
  title: string;
  slug: string;
  /** ISO 8601. */
  purchasedAt: string;
}

export interface OwnershipDto {
  modelId: string;
  owned: boolean;
  orderId: string | null;
  purchasedAt: string | null;
}

/** A seller's takings, from the ledger (one line per seller per paid order). */
export interface EarningsDto {
  totalCents: number;
  currency: string;
  /** Listings sold, counted once per order line. */
  salesCount: number;
  /** Per listing, best selling first. */
  listings: ListingSalesDto[];
}

export interface ListingSalesDto {
  modelId: string;
  title: string;
  slug: string;
  sales: number;
  earningsCents: number;
  lastSoldAt: string;
}
