import { OrderMessages, TEST_CARDS } from '@pitstop/contracts';
import { APPROVED_TEST_CARDS, cardDigits, judgeTestCard, passesLuhn } from './test-cards.js';

describe('the test provider’s cards', () => {
  it('approves 4242 4242 4242 4242 and declines 4000 0000 0000 0002, as Stripe’s test mode', () => {
    expect(judgeTestCard(cardDigits(TEST_CARDS.succeeds)!)).toEqual({
      outcome: 'approved',
      last4: '4242',
      brand: 'visa',
    });
    expect(judgeTestCard(cardDigits(TEST_CARDS.declined)!)).toEqual({
      outcome: 'declined',
      last4: '0002',
      message: OrderMessages.cardDeclined,
    });
  });

  it('declines a typo (Luhn) and any card that is not a test card', () => {
    expect(judgeTestCard('4242424242424241')).toMatchObject({
      message: OrderMessages.cardIncorrect,
    });
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(judgeTestCard('4111111111111111')).toMatchObject({
      outcome: 'declined',
      message: OrderMessages.unknownTestCard,
    });
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', '4444'],
    ['2223 0031 2200 3222', 'mastercard', '3222'],
    ['3782 822463 10005', 'amex', '0005'],
    ['6011 1111 1111 1117', 'discover', '1117'],
    ['3056 9300 0902 0004', 'diners', '0004'],
    ['3566 0020 2036 0505', 'jcb', '0505'],
    ['6200 0000 0000 0005', 'unionpay', '0005'],
    ['4000 0566 5566 5556', 'visa', '5556'],
  ])('approves Stripe’s test card %s as %s ending %s', (number, brand, last4) => {
    expect(judgeTestCard(cardDigits(number)!)).toEqual({ outcome: 'approved', last4, brand });
  });

  it('every approved test card passes Luhn, as Stripe’s do', () => {
    for (const digits of Object.keys(APPROVED_TEST_CARDS)) expect(passesLuhn(digits)).toBe(true);
  });

  it('reads digits with spaces or dashes, and nothing else', () => {
    expect(cardDigits('4242-4242 4242-4242')).toBe('4242424242424242');
    expect(cardDigits('4242')).toBeNull();
    expect(cardDigits('4242 4242 4242 424x')).toBeNull();
    expect(cardDigits(4242424242424242)).toBeNull();
  });
});
