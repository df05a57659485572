import { Inject, Injectable } from '@nestjs/common';
import type { Viewer } from '@pitstop/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';

/** What a slicer link stands for: this file, fetched as this user, until then. */
export interface SlicerGrant {
  listingId: string;
  fileId: string;
  viewer: Viewer;
  /** Unix milliseconds. */
  expiresAt: number;
}

/**
 * Signs and checks slicer links. A slicer fetches the file without the browser's cookie, so
 * the link itself says who may have it, for a short while: an HMAC over the grant, with a key
 * derived from SESSION_SECRET (one secret to rotate; rotating it ends every link).
 */
@Injectable()
export class SlicerLinkSigner {
  private readonly key: Buffer;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.key = createHmac('sha256', config.SESSION_SECRET).update('slicer-links').digest();
  }

  sign(grant: SlicerGrant): string {
    const body = Buffer.from(
      JSON.stringify([
        grant.listingId,
        grant.fileId,
        grant.viewer.id,
        grant.viewer.role,
        grant.expiresAt,
      ]),
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The grant a token stands for, or 'invalid' (altered, not ours) or 'expired'. */
  verify(token: string, now = Date.now()): SlicerGrant | 'invalid' | 'expired' {
    const [body, mac, ...rest] = token.split('.');
    if (!body || !mac || rest.length > 0) return 'invalid';
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const [listingId, fileId, id, role, expiresAt] = JSON.parse(
      Buffer.from(body, 'base64url').toString(),
    ) as [string, string, string, Viewer['role'], number];
    if (now > expiresAt) return 'expired';
    return { listingId, fileId, viewer: { id, role }, expiresAt };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
