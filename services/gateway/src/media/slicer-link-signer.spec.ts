import type { GatewayConfig } from '../config.js';
import { SlicerLinkSigner } from './slicer-link-signer.js';

const signer = (secret = 'a-session-secret-of-at-least-32-characters!') =>
  new SlicerLinkSigner({ SESSION_SECRET: secret } as GatewayConfig);

const GRANT = {
  listingId: 'listing-1',
  fileId: 'file-1',
  viewer: { id: 'user-1', role: 'user' as const },
  expiresAt: 1_000_000,
};

describe('SlicerLinkSigner', () => {
  it('gives back the grant of a token it signed, until it expires', () => {
    const token = signer().sign(GRANT);
    expect(signer().verify(token, 999_999)).toEqual(GRANT);
    expect(signer().verify(token, 1_000_001)).toBe('expired');
  });

  it('refuses a token changed in any way, or signed with another secret', () => {
    const token = signer().sign(GRANT);
    const [body, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify(['listing-1', 'file-2', 'user-1', 'user', 1_000_000]));
    expect(signer().verify(`${other.toString('base64url')}.${mac}`, 0)).toBe('invalid');
    expect(signer().verify(`${body}.${mac!.slice(1)}x`, 0)).toBe('invalid');
    expect(signer().verify(`${body}`, 0)).toBe('invalid');
    expect(signer('another-secret-of-at-least-32-characters!!').verify(token, 0)).toBe('invalid');
  });
});
