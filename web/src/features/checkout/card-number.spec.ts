import { ORDER_LIMITS } from '@pitstop/contracts';
import {
  CARD_DIGITS_MAX,
  CARD_DIGITS_MIN,
  cardDigits,
  formatCardNumber,
  isCardNumberComplete,
  paymentIdOf,
} from './card-number';

describe('the TEST MODE card field', () => {
  it('holds the same digit limits as the orders service checks', () => {
    expect(CARD_DIGITS_MIN).toBe(ORDER_LIMITS.cardDigitsMin);
    expect(CARD_DIGITS_MAX).toBe(ORDER_LIMITS.cardDigitsMax);
  });

  it('groups the digits in fours as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('keeps only digits from what is pasted, and no more than 19', () => {
    expect(cardDigits('4000-0000 0000.0002')).toBe('4000000000000002');
    expect(cardDigits('1234567890123456789012')).toHaveLength(19);
    expect(formatCardNumber('abc 4000 0000 0000 0002 ')).toBe('4000 0000 0000 0002');
  });

  it('waits for 12 digits before the number can be sent', () => {
    expect(isCardNumberComplete('4242 4242 424')).toBe(false);
    expect(isCardNumberComplete('4242 4242 4242')).toBe(true);
  });
});

describe('paymentIdOf', () => {
  it('is the client secret up to "_secret_"', () => {
    expect(paymentIdOf('tp_3f9c2_secret_a1b2c3')).toBe('tp_3f9c2');
    expect(paymentIdOf('pi_123_secret_456')).toBe('pi_123');
  });

  it('is the whole string when there is no secret part', () => {
    expect(paymentIdOf('tp_3f9c2')).toBe('tp_3f9c2');
  });
});
