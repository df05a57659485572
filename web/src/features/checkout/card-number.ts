/** TEST MODE's card field: what the buyer types, as the test provider reads it. */

/** A card number's digits (ISO/IEC 7812): ORDER_LIMITS' copy (the spec pins them together). */
export const CARD_DIGITS_MIN = 12;
export const CARD_DIGITS_MAX = 19;

/** The digits of whatever was typed or pasted ('4242 4242-4242' → '42424242 4242'), at most 19. */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
}

/** '4242 4242 4242 4242': the digits in groups of four, as a card prints them. */
export function formatCardNumber(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Enough digits to be a card number: COMPLETE PAYMENT waits for them. */
export function isCardNumberComplete(input: string): boolean {
  return cardDigits(input).length >= CARD_DIGITS_MIN;
}

/** The payment's id: the client secret up to '_secret_' ('tp_123_secret_abc' → 'tp_123'). */
export function paymentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}
