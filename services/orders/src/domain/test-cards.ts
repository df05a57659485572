import { ORDER_LIMITS, OrderMessages, TEST_CARDS } from '@pitstop/contracts';

/** What the test provider's card network says of a card number. */
export type CardVerdict =
  { outcome: 'approved'; last4: string } | { outcome: 'declined'; last4: string; message: string };

const digitsOf = (card: string) => card.replace(/\D/g, '');
const SUCCEEDS = digitsOf(TEST_CARDS.succeeds);
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
 * Stripe's test cards, as Stripe answers them: 4242 4242 4242 4242 is approved, 4000 0000 0000
 * 0002 declined; any other number is declined too (TEST MODE takes test cards only).
 */
export function judgeTestCard(digits: string): CardVerdict {
  const last4 = digits.slice(-4);
  if (!passesLuhn(digits))
    return { outcome: 'declined', last4, message: OrderMessages.cardIncorrect };
  if (digits === SUCCEEDS) return { outcome: 'approved', last4 };
  if (digits === DECLINED)
    return { outcome: 'declined', last4, message: OrderMessages.cardDeclined };
  return { outcome: 'declined', last4, message: OrderMessages.unknownTestCard };
}
