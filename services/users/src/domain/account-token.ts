import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: what a mailed link carries. */
export function newAccountToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (a token has 256 bits: no salt needed). */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A token as the links carry it, or null (anything else names no token). */
export function parseAccountToken(value: unknown): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

/** The address a deleted account keeps: unique, never deliverable (.invalid, RFC 2606). */
export function tombstoneEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}
