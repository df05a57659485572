import type { BackendServiceName } from './services.js';

/**
 * A request one service answers: its message name and, as phantom types, the payload it takes
 * and the reply it gives. The gateway sends with it and the owning service's handler is
 * type-checked against it, so the two sides cannot drift apart.
 */
export interface RequestDef<Payload, Reply> {
  readonly kind: 'request';
  readonly service: BackendServiceName;
  readonly pattern: string;
  /** Phantom fields: never set at run time, they only carry the types. */
  readonly __payload?: Payload;
  readonly __reply?: Reply;
}

/** An event one service publishes and any number of services consume. */
export interface EventDef<Payload> {
  readonly kind: 'event';
  readonly topic: string;
  readonly __payload?: Payload;
}

export type PayloadOf<D> =
  D extends RequestDef<infer P, unknown> ? P : D extends EventDef<infer P> ? P : never;
export type ReplyOf<D> = D extends RequestDef<unknown, infer R> ? R : never;

const REQUEST_NAME = /^([a-z]+)\.[a-z][a-z-]*\.[a-z][a-z-]*$/;
const EVENT_NAME = /^[a-z]+\.[a-z][a-z-]*\.[a-z][a-z-]*$/;

/** Declares a request named `<service>.<noun>.<verb>`; the service is the name's first part. */
export function defineRequest<Payload, Reply>(pattern: string): RequestDef<Payload, Reply> {
  const match = REQUEST_NAME.exec(pattern);
  if (!match) throw new Error(`Request name '${pattern}' is not <service>.<noun>.<verb>`);
  return { kind: 'request', service: match[1] as BackendServiceName, pattern };
}

/** Declares an event named `<service>.<noun>.<past-tense>`. */
export function defineEvent<Payload>(topic: string): EventDef<Payload> {
  if (!EVENT_NAME.test(topic))
    throw new Error(`Event name '${topic}' is not <service>.<noun>.<event>`);
  return { kind: 'event', topic };
}

/** The service that answers a request name (its first segment). */
export function serviceOfPattern(pattern: string): string {
  const dot = pattern.indexOf('.');
  return dot > 0 ? pattern.slice(0, dot) : pattern;
}

/**
 * A background job: its name, the queue (the owning service's) its worker reads, and as phantom
 * types the payload it takes and the result it gives. Named `<service>.<noun>.<verb>` like a
 * request; every job name has exactly one handler (the job host refuses to start otherwise).
 */
export interface JobDef<Payload, Result> {
  readonly kind: 'job';
  readonly service: BackendServiceName;
  /** The BullMQ queue: one per service, read by that service's worker. */
  readonly queue: string;
  readonly name: string;
  readonly __payload?: Payload;
  readonly __result?: Result;
}

export type JobPayloadOf<D> = D extends JobDef<infer P, unknown> ? P : never;
export type JobResultOf<D> = D extends JobDef<unknown, infer R> ? R : never;

/** Declares a job named `<service>.<noun>.<verb>`, queued on `<service>-jobs`. */
export function defineJob<Payload, Result>(name: string): JobDef<Payload, Result> {
  const match = REQUEST_NAME.exec(name);
  if (!match) throw new Error(`Job name '${name}' is not <service>.<noun>.<verb>`);
  const service = match[1] as BackendServiceName;
  return { kind: 'job', service, queue: `${service}-jobs`, name };
}
