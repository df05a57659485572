import { OrderMessages, TEST_CARDS } from '@pitstop/contracts';
import { cardDigits, judgeTestCard, passesLuhn } from './test-cards.js';

describe('the test provider’s cards', () => {
  it('approves 4242 4242 4242 4242 and declines 4000 0000 0000 0002, as Stripe’s test mode', () => {
    expect(judgeTestCard(cardDigits(TEST_CARDS.succeeds)!)).toEqual({
      outcome: 'approved',
      last4: '4242',
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
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(judgeTestCard('5555555555554444')).toMatchObject({
      outcome: 'declined',
      message: OrderMessages.unknownTestCard,
    });
  });

  it('reads digits with spaces or dashes, and nothing else', () => {
    expect(cardDigits('4242-4242 4242-4242')).toBe('4242424242424242');
    expect(cardDigits('4242')).toBeNull();
    expect(cardDigits('4242 4242 4242 424x')).toBeNull();
    expect(cardDigits(4242424242424242)).toBeNull();
  });
});
