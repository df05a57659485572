import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const USER = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('unsubscribe tokens', () => {
  it('name the user and kind they were made for', () => {
    const token = unsubscribeToken(SECRET, USER, 'new-review');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, kind: 'new-review' });
  });

  it('refuse another secret, a changed user or kind, and garbage', () => {
    const token = unsubscribeToken(SECRET, USER, 'new-review');
    expect(readUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    const [, , signature] = token.split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(readUnsubscribeToken(SECRET, `${other}.new-review.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${USER}.seller-sale.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${USER}.order-receipt.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'nonsense')).toBeNull();
    expect(readUnsubscribeToken(SECRET, 42)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}.x`)).toBeNull();
  });
});
