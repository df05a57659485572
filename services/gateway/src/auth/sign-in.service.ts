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
import { clientSource } from './client-source.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';
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

  /**
   * The active user with this email and password (argon2id, in the users service), within the
   * sign-in limits (docs/security.md, Sign-in limits): per client IP over every account; per
   * account and source, a lock that grows with each failure from that source while the owner
   * signs in from elsewhere; and a ceiling per account over every source, which sources the
   * account signed in from before do not meet.
   */
  async checkPassword(email: string, password: string, clientIp: string): Promise<UserDto> {
    await this.limitClient(clientIp);
    const account = accountKey(email);
    const source = clientSource(clientIp);
    const fromSource = `login-failures:${account}:${source}`;
    const known = `login-known:${account}:${source}`;
    // Counted before checking, so concurrent guesses cannot slip past the limits together.
    await this.limiter.takeGrowing(
      fromSource,
      {
        max: this.config.LOGIN_FAILURE_LIMIT,
        baseSeconds: this.config.LOGIN_FAILURE_WINDOW_SECONDS,
        maxSeconds: this.config.LOGIN_LOCK_MAX_SECONDS,
      },
      (wait) => `Too many failed sign-in attempts for this account. Please try again ${wait}.`,
    );
    const ceiling = !(await this.limiter.isMarked(known));
    if (ceiling) {
      await this.limiter
        .take(
          `login-failures:${account}`,
          {
            max: this.config.LOGIN_ACCOUNT_FAILURE_LIMIT,
            windowSeconds: this.config.LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS,
          },
          (wait) =>
            `Too many failed sign-in attempts for this account from several places. Please try again ${wait}.`,
        )
        .catch(async (err: unknown) => {
          await this.limiter.undoGrowing(fromSource);
          throw err;
        });
    }
    const notAFailure = async () => {
      await this.limiter.undoGrowing(fromSource);
      if (ceiling) await this.limiter.undo(`login-failures:${account}`);
    };

    let user: UserDto;
    try {
      user = await this.bus.request(UsersAccounts.verifyCredentials, { email, password });
    } catch (err) {
      // Only a wrong password counts as a failure (not a suspended account or an outage).
      if (!(err instanceof RpcError && err.code === RpcErrorCode.Unauthorized)) await notAFailure();
      throw err;
    }
    // Signed in: this source's failures are forgotten, and it may go on past the ceiling.
    if (ceiling) await this.limiter.undo(`login-failures:${account}`);
    await this.limiter.reset(fromSource);
    await this.limiter.mark(known, KNOWN_SOURCE_SECONDS);
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
      `auth-ip:${clientSource(clientIp)}`,
      { max: this.config.AUTH_IP_LIMIT, windowSeconds: this.config.AUTH_IP_WINDOW_SECONDS },
      (wait) => `Too many sign-in attempts from your network. Please try again ${wait}.`,
    );
  }
}

/** How long a source the account signed in from stays exempt from the account's ceiling. */
const KNOWN_SOURCE_SECONDS = 30 * 24 * 3600;

/** Counters are per account, keyed by a digest so Redis holds no email addresses. */
function accountKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('base64url');
}
