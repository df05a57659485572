import { transferStatusText } from './payout-state';

describe('a transfer’s status on the Sales tab', () => {
  it.each([
    [{ amountCents: 499, carriedCents: 0, status: 'pending' }, 'Sending'],
    [{ amountCents: 499, carriedCents: 0, status: 'paid' }, 'Paid'],
    [{ amountCents: -499, carriedCents: 0, status: 'paid' }, 'Reversed (refund)'],
    [{ amountCents: 0, carriedCents: -1080, status: 'paid' }, 'Carried forward (refund)'],
    [{ amountCents: 270, carriedCents: 1080, status: 'paid' }, 'Paid, less $10.80 carried forward'],
  ] as const)('%o reads %s', (transfer, text) => {
    expect(transferStatusText(transfer)).toBe(text);
  });
});
