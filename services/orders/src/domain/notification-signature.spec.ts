import { signNotification, verifyNotification } from './notification-signature.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('test provider notification signatures', () => {
  const body = '{"type":"payment.succeeded"}';

  it('verifies its own signature over the exact body', () => {
    expect(verifyNotification(body, signNotification(body, SECRET), SECRET)).toBe(true);
  });

  it('refuses another secret, another body, a malformed header and an old signature', () => {
    const header = signNotification(body, SECRET);
    expect(verifyNotification(body, header, `${SECRET}x`)).toBe(false);
    expect(verifyNotification(`${body} `, header, SECRET)).toBe(false);
    expect(verifyNotification(body, 'v1=abc', SECRET)).toBe(false);
    const old = signNotification(body, SECRET, Date.now() - 10 * 60_000);
    expect(verifyNotification(body, old, SECRET)).toBe(false);
  });
});
