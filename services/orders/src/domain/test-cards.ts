import { ORDER_LIMITS, OrderMessages, TEST_CARDS } from '@pitstop/contracts';

/** What the test provider's card network says of a card number. */
export type CardVerdict =
  | { outcome: 'approved'; last4: string; brand: CardBrand }
  | { outcome: 'declined'; last4: string; message: string };

/** Card brands as Stripe names them (PaymentMethod `card.brand`). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

/**
 * Stripe's test cards that succeed, by brand (docs.stripe.com/testing#cards): the receipt shows
 * the brand of the number the buyer typed, as Stripe's PaymentMethod would tell it.
 */
export const APPROVED_TEST_CARDS: Readonly<Record<string, CardBrand>> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '5200828282828210': 'mastercard',
  '5105105105105100': 'mastercard',
  '378282246310005': 'amex',
  '371449635398431': 'amex',
  '6011111111111117': 'discover',
  '6011000990139424': 'discover',
  '3056930009020004': 'diners',
  '36227206271667': 'diners',
  '3566002020360505': 'jcb',
  '6200000000000005': 'unionpay',
};

const digitsOf = (card: string) => card.replace(/\D/g, '');
const DECLINED = digitsOf(TEST_CARDS.declined);

/** A card number as typed (digits, spaces or dashes between them): its digits, or null. */
export function cardDigits(input: unknown): string | null {
  if (typeof input !== 'string' || !/^[\d\s-]+$/.test(input)) return null;
  const digits = digitsOf(input);
  return digits.length >= ORDER_LIMITS.cardDigitsMin && digits.length <= ORDER_LIMITS.cardDigitsMax
    ? digits
    : null;
}

/** The Luhn checksum every real card number passes: a typo fails it, as with Stripe. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Stripe's test cards, as Stripe answers them: 4242 4242 4242 4242 (and the other brands' test
 * numbers above) approved, 4000 0000 0000 0002 declined; any other number is declined too
 * (TEST MODE takes test cards only).
 */
export function judgeTestCard(digits: string): CardVerdict {
  const last4 = digits.slice(-4);
  if (!passesLuhn(digits))
    return { outcome: 'declined', last4, message: OrderMessages.cardIncorrect };
  const brand = APPROVED_TEST_CARDS[digits];
  if (brand) return { outcome: 'approved', last4, brand };
  if (digits === DECLINED)
    return { outcome: 'declined', last4, message: OrderMessages.cardDeclined };
  return { outcome: 'declined', last4, message: OrderMessages.unknownTestCard };
}
