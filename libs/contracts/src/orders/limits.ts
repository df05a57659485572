/** Limits of carts and order lists, checked by the gateway and again by orders. */
export const ORDER_LIMITS = {
  cartItemsMax: 50,
  ordersPageDefault: 20,
  ordersPageMax: 100,
  ordersOffsetMax: 1_000_000,
  /** The only currency listings are sold in today. */
  currency: 'USD',
  /** docs/product.md §9. */
  platformFeeCents: 0,
  /** A card number's digits (ISO/IEC 7812). */
  cardDigitsMin: 12,
  cardDigitsMax: 19,
} as const;

/** The test provider's payment ids (tp_ and 32 hex digits, as Stripe's pi_…). */
export const TEST_PAYMENT_ID = /^tp_[0-9a-f]{32}$/;

/** The test provider's cards (Stripe's own test numbers). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** An amount as buyers read it: $4.99 (integer cents in, the listing's currency). */
export const formatPrice = (cents: number, currency: string = ORDER_LIMITS.currency): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** 'A', 'A and B', 'A, B and C'. */
const listOf = (words: string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** Plain words for every refusal; the web shows them after docs/product.md §8's toast titles. */
export const OrderMessages = {
  modelNotFound: 'Model not found',
  freeModel: 'This model is free: download it from its page instead.',
  ownModel: 'You cannot buy your own model.',
  alreadyOwned: 'You already own this model.',
  cartFull: `Your cart is full (${ORDER_LIMITS.cartItemsMax} items). Check out before adding more.`,
  currencyMismatch: 'This model is priced in another currency than your cart. Check out first.',
  cartEmpty: 'Your cart is empty. Add some items to your cart before checking out.',
  /**
   * The checkout's 409 when the catalog changed since the items were added: the cart now holds
   * the new prices (and no longer the items gone), and the buyer looks at it before paying.
   */
  cartChanged: (changes: {
    repriced: { title: string; priceCents: number; currency: string }[];
    gone: { title: string }[];
  }) =>
    [
      ...changes.repriced.map(
        (item) =>
          `The price of “${item.title}” changed to ${formatPrice(item.priceCents, item.currency)}.`,
      ),
      ...(changes.gone.length
        ? [
            `${listOf(changes.gone.map((item) => `“${item.title}”`))} ${
              changes.gone.length === 1 ? 'is' : 'are'
            } no longer for sale and ${changes.gone.length === 1 ? 'was' : 'were'} removed from your cart.`,
          ]
        : []),
      'Check your cart and pay again.',
    ].join(' '),
  alreadyOwnedInCart: (titles: string[]) =>
    `You already own ${titles.join(', ')}. Remove ${titles.length === 1 ? 'it' : 'them'} from your cart.`,
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  cardNumberInvalid: 'cardNumber must be a card number (12 to 19 digits, spaces allowed)',
  clientSecretInvalid: 'clientSecret does not belong to this payment',
  testModeOff: 'Test payments are off: this marketplace takes cards through Stripe.',
  stripeOff: 'Stripe is not configured on this marketplace.',
  signatureMissing: 'Missing signature header',
  signatureInvalid: 'Invalid signature',
  cardDeclined: 'Your card was declined.',
  cardIncorrect: 'Your card number is incorrect.',
  unknownTestCard: `TEST MODE takes test cards only: ${TEST_CARDS.succeeds} succeeds, ${TEST_CARDS.declined} is declined.`,
  paymentCancelled:
    'This payment was replaced by a newer checkout (your cart changed). Reload the checkout page.',
  providerUnavailable: 'The payment provider is unavailable right now. Please try again shortly.',
} as const;
