import { helmetHeaders, securityHeaderSets, securityHeaders } from './security.js';

describe('security headers', () => {
  it('are helmet’s, worked out once: our CSP, nosniff, frame and referrer policies', () => {
    const headers = helmetHeaders(securityHeaders(false, 'http://localhost:4569/bucket'));
    expect(headers['content-security-policy']).toContain(
      "script-src 'self' https://js.stripe.com;",
    );
    // Uploads go to object storage by its origin.
    expect(headers['content-security-policy']).toMatch(
      /connect-src 'self' http:\/\/localhost:4569 /,
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('in production also require HTTPS (HSTS, upgrade-insecure-requests)', () => {
    const headers = helmetHeaders(securityHeaders(true));
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it("give data answers a CSP that lets nothing load or run, helmet's no-sniff, referrer and resource policies, and HSTS where pages have it", () => {
    for (const production of [false, true]) {
      const { document, data } = securityHeaderSets(securityHeaders(production));
      expect(data).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
        ...(production
          ? { 'strict-transport-security': document['strict-transport-security'] }
          : {}),
      });
      expect(document['content-security-policy']).toContain("script-src 'self'");
    }
  });
});
