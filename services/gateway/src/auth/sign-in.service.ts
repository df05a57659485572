import { Inject, Injectable } from '@nestjs/common';
import {
  RpcErrorCode,
  UsersAccounts,
  normalizeEmail,
  type RegisterPayload,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient, RpcError } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from './gateway-config.js';
import { RateLimiter } from './rate-limiter.js';
import { readSessionCookie, setSessionCookie } from './session-cookie.js';
import { SessionStore } from './session.store.js';

/**
 * Sign-in and registration as the gateway runs them: rate limits first, then the users
 * service, then a fresh session. Each way of signing in (the password through LocalStrategy,
 * an identity provider's strategy later) only finds the user; `establishSession` is the one
 * step they all end with.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly bus: MessagingClient,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The active user with this email and password (argon2id, in the users service). */
  async checkPassword(email: string, password: string, clientIp: string): Promise<UserDto> {
    await this.limitClient(clientIp);
    // Counted before checking, so concurrent guesses cannot slip past the limit together.
    const account = accountKey(email);
    await this.limiter.take(
      account,
      {
        max: this.config.LOGIN_FAILURE_LIMIT,
        windowSeconds: this.config.LOGIN_FAILURE_WINDOW_SECONDS,
      },
      (wait) => `Too many failed sign-in attempts for this account. Please try again ${wait}.`,
    );

    let user: UserDto;
    try {
      user = await this.bus.request(UsersAccounts.verifyCredentials, { email, password });
    } catch (err) {
      // Only a wrong password counts as a failure (not a suspended account or an outage).
      if (!(err instanceof RpcError && err.code === RpcErrorCode.Unauthorized))
        await this.limiter.undo(account);
      throw err;
    }
    await this.limiter.reset(account);
    return user;
  }

  async register(payload: RegisterPayload, clientIp: string): Promise<UserDto> {
    await this.limitClient(clientIp);
    return this.bus.request(UsersAccounts.register, payload);
  }

  /**
   * Signs the browser in as `user`: the session it held (if any) ends and a new one, with a new
   * id, starts, so an id planted before sign-in is worth nothing after it.
   */
  async establishSession(
    user: UserDto,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<UserDto> {
    await this.sessions.destroy(readSessionCookie(request));
    const sessionId = await this.sessions.create(user.id);
    setSessionCookie(request, reply, sessionId, this.sessions.ttlSeconds);
    reply.header('cache-control', 'no-store');
    return user;
  }

  logout(sessionId: string | undefined): Promise<void> {
    return this.sessions.destroy(sessionId);
  }

  private limitClient(clientIp: string): Promise<void> {
    return this.limiter.take(
      `auth-ip:${clientIp}`,
      { max: this.config.AUTH_IP_LIMIT, windowSeconds: this.config.AUTH_IP_WINDOW_SECONDS },
      (wait) => `Too many sign-in attempts from your network. Please try again ${wait}.`,
    );
  }
}

/** Counters are per account, keyed by a digest so Redis holds no email addresses. */
function accountKey(email: string): string {
  return `login-failures:${createHash('sha256').update(normalizeEmail(email)).digest('base64url')}`;
}
