import { accountStateOf } from './account-state.js';

describe('accountStateOf', () => {
  it('is pending until the seller has submitted their details', () => {
    expect(
      accountStateOf({
        id: 'acct_1',
        details_submitted: false,
        capabilities: { transfers: 'inactive' },
        requirements: { currently_due: ['external_account', 'tos_acceptance.date'] },
      }),
    ).toEqual({
      accountId: 'acct_1',
      state: 'pending',
      requirements: ['external_account', 'tos_acceptance.date'],
    });
  });

  it('is active once transfers are enabled', () => {
    expect(
      accountStateOf({
        id: 'acct_1',
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [] },
      }).state,
    ).toBe('active');
  });

  it('is restricted, with what Stripe asks for, when submitted but held back', () => {
    expect(
      accountStateOf({
        id: 'acct_1',
        details_submitted: true,
        capabilities: { transfers: 'inactive' },
        requirements: {
          past_due: ['individual.verification.document'],
          currently_due: ['individual.verification.document', 'individual.id_number'],
          disabled_reason: 'requirements.past_due',
        },
      }),
    ).toEqual({
      accountId: 'acct_1',
      state: 'restricted',
      requirements: ['individual.verification.document', 'individual.id_number'],
    });
  });
});
