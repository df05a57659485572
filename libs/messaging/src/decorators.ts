import { EventPattern, MessagePattern } from '@nestjs/microservices';
import type { EventDef, RequestDef } from '@pitstop/contracts';
import type { RedisStreamsContext } from './context.js';

type RequestHandler<P, R> = (payload: P, context: RedisStreamsContext) => R | Promise<R>;
type EventHandler<P> = (payload: P, context: RedisStreamsContext) => void | Promise<void>;

/**
 * Marks a method as the handler of a request declared in libs/contracts. The compiler checks
 * the method against the declaration (payload in, reply out), so handler and callers agree.
 */
export function Handles<P, R>(definition: RequestDef<P, R>) {
  return <M extends RequestHandler<P, R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => {
    MessagePattern(definition.pattern)(target, key, descriptor as PropertyDescriptor);
  };
}

/** Marks a method as a consumer of an event declared in libs/contracts. Delivery is at least once. */
export function OnEvent<P>(definition: EventDef<P>) {
  return <M extends EventHandler<P>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => {
    EventPattern(definition.topic)(target, key, descriptor as PropertyDescriptor);
  };
}
