import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';
import { GatewayRedis } from '../redis/gateway-redis.js';

export interface SessionData {
  userId: string;
  /** ISO 8601: when the user signed in. */
  createdAt: string;
}

/** 256 random bits, URL-safe: the only thing the browser holds. */
const newSessionId = () => randomBytes(32).toString('base64url');
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions in Redis, shared by every gateway instance. The cookie carries an opaque random id;
 * Redis stores it only keyed by an HMAC of it, so whoever reads Redis cannot replay a session.
 * Expiry slides: each use extends it by the full idle TTL, but never past the absolute lifetime
 * counted from sign-in (docs/security.md, Sessions). A set per user indexes their sessions, so
 * all of them can be ended at once (password changed or reset, sign out everywhere, a ban).
 */
@Injectable()
export class SessionStore {
  constructor(
    private readonly redis: GatewayRedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.SESSION_TTL_SECONDS;
  }

  async create(userId: string): Promise<string> {
    const id = newSessionId();
    const key = this.sessionKey(id);
    const data: SessionData = { userId, createdAt: new Date().toISOString() };
    await this.redis.run((r) =>
      r
        .multi()
        .set(key, JSON.stringify(data), 'EX', this.ttlSeconds)
        .sadd(this.userKey(userId), key)
        // No session in the set outlives the newest one, which ends within the absolute lifetime.
        .expire(this.userKey(userId), this.absoluteSeconds)
        .exec(),
    );
    return id;
  }

  /** The session for a cookie value, extending its life; null when unknown or expired. */
  async get(id: string | undefined): Promise<SessionData | null> {
    if (!id || !SESSION_ID.test(id)) return null;
    const key = this.sessionKey(id);
    const raw = await this.redis.run((r) => r.getex(key, 'EX', this.ttlSeconds));
    if (!raw) return null;
    let session: SessionData;
    try {
      session = JSON.parse(raw) as SessionData;
    } catch {
      return null;
    }
    const leftSeconds = Math.floor(
      (Date.parse(session.createdAt) + this.absoluteSeconds * 1000 - Date.now()) / 1000,
    );
    if (!(leftSeconds > 0)) {
      await this.destroy(id);
      return null;
    }
    if (leftSeconds < this.ttlSeconds) await this.redis.run((r) => r.expire(key, leftSeconds));
    return session;
  }

  async destroy(id: string | undefined): Promise<void> {
    if (!id || !SESSION_ID.test(id)) return;
    const key = this.sessionKey(id);
    const raw = await this.redis.run((r) => r.getdel(key));
    if (raw) {
      const { userId } = JSON.parse(raw) as SessionData;
      await this.redis.run((r) => r.srem(this.userKey(userId), key));
    }
  }

  /**
   * Ends every session of a user (banned, deleted, password reset, sign out everywhere): they
   * are signed out everywhere at once. `exceptId` keeps that one session (a password changed
   * from it).
   */
  async destroyAllFor(userId: string, exceptId?: string): Promise<void> {
    const userKey = this.userKey(userId);
    const kept = exceptId && SESSION_ID.test(exceptId) ? this.sessionKey(exceptId) : null;
    const keys = await this.redis.run((r) => r.smembers(userKey));
    const ended = keys.filter((key) => key !== kept);
    if (kept && keys.includes(kept)) {
      if (ended.length > 0)
        await this.redis.run((r) =>
          r
            .multi()
            .del(...ended)
            .srem(userKey, ...ended)
            .exec(),
        );
    } else {
      await this.redis.run((r) => r.del(...ended, userKey));
    }
  }

  private get absoluteSeconds(): number {
    return this.config.SESSION_ABSOLUTE_SECONDS;
  }

  private sessionKey(id: string): string {
    const digest = createHmac('sha256', this.config.SESSION_SECRET).update(id).digest('base64url');
    return this.redis.key('session', digest);
  }

  private userKey(userId: string): string {
    return this.redis.key('user-sessions', userId);
  }
}
