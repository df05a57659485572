import type { Type } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import passport from 'passport';

/*
 * How a way of signing in plugs into the gateway (passport, through @nestjs/passport):
 *
 * - a strategy, `class XStrategy extends PassportStrategy(perGateway(Strategy))`, whose
 *   validate() answers the active user the credentials or the provider's answer stand for, or
 *   throws the refusal (401, 403, 429, 503) as it should reach the client;
 * - its guard, `class XSignInGuard extends SignInGuard` taking the strategy;
 * - a route with that guard whose handler calls SignInService.establishSession for the user the
 *   guard put on the request (and answers, or redirects after an identity provider's callback).
 *
 * Passport keeps one table of strategies per process, by name, and a strategy holds its
 * gateway's services (Redis, the bus, the limits). Tests run several gateways in one process and
 * stop one while another goes on; under the plain name 'local' the last one started would sign
 * people in for every gateway, and fail for all once it stopped. So each gateway's strategies
 * are registered under names of their own ('local#2'), which its guards use, and leave the
 * table when it stops.
 */

let registrations = 0;

/**
 * The passport strategy class, its instances renamed from the name their constructor gives them
 * ('local') to one of their own before @nestjs/passport's PassportStrategy registers them.
 */
export function perGateway<T extends Type<passport.Strategy>>(Strategy: T): T {
  return class extends Strategy {
    // A mixin's constructor must take `...args: any[]` (TypeScript's rule): they go on unread.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      this.name = `${this.name ?? 'strategy'}#${++registrations}`;
    }
  };
}

/** Takes a strategy out of passport's table (from its onModuleDestroy). */
export function unregister(strategy: passport.Strategy): void {
  if (strategy.name) passport.unuse(strategy.name);
}

/**
 * The guard of one way of signing in: runs the strategy given, puts the user it vouches for on
 * the request (`@CurrentUser()`), and lets its refusals out as they are. Guards run before pipes,
 * so a strategy that reads the body has its guard validate it first.
 *
 * The strategy's name goes in through the options: the gateway does not import PassportModule,
 * whose options would replace them.
 */
export abstract class SignInGuard extends AuthGuard() {
  protected constructor(strategy: passport.Strategy) {
    super({ defaultStrategy: strategy.name, session: false });
  }
}
