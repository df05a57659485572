import { sharedMetric } from '@pitstop/metrics';
import { Counter, Histogram } from 'prom-client';
import { RpcError } from './errors.js';

/**
 * What the bus reports to Prometheus (prom-client's default registry, which the health server's
 * /metrics serves). Labels are message names from libs/contracts, a short fixed list; a name
 * this process does not handle is reported as UNKNOWN_MESSAGE, so whatever arrives on a stream
 * cannot grow the number of series.
 */
export const UNKNOWN_MESSAGE = '(unknown)';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Events wait in their stream while a consumer is down or busy: from milliseconds to hours. */
const LAG_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600,
];

const clientDuration = sharedMetric(
  'bus_client_request_duration_seconds',
  () =>
    new Histogram({
      name: 'bus_client_request_duration_seconds',
      help: 'Bus requests sent by this process, from sending to the reply or the error (timeouts included), by message name',
      labelNames: ['message'],
      buckets: LATENCY_BUCKETS,
    }),
);
const clientErrors = sharedMetric(
  'bus_client_request_errors_total',
  () =>
    new Counter({
      name: 'bus_client_request_errors_total',
      help: "Bus requests sent by this process that failed, by message name and error code (TIMEOUT: no reply within the deadline; UNAVAILABLE: the bus or the service could not be reached; INTERNAL: the handler's bug; the others are answers such as NOT_FOUND)",
      labelNames: ['message', 'code'],
    }),
);
const handlerDuration = sharedMetric(
  'bus_handler_duration_seconds',
  () =>
    new Histogram({
      name: 'bus_handler_duration_seconds',
      help: 'Bus requests handled by this process, from reading to the reply, by message name',
      labelNames: ['message'],
      buckets: LATENCY_BUCKETS,
    }),
);
const handlerErrors = sharedMetric(
  'bus_handler_errors_total',
  () =>
    new Counter({
      name: 'bus_handler_errors_total',
      help: 'Bus requests handled by this process that answered with an error, by message name and error code',
      labelNames: ['message', 'code'],
    }),
);
const requestsExpired = sharedMetric(
  'bus_requests_expired_total',
  () =>
    new Counter({
      name: 'bus_requests_expired_total',
      help: 'Bus requests dropped unexecuted because their deadline had passed when this process read them, by message name',
      labelNames: ['message'],
    }),
);
const eventLag = sharedMetric(
  'bus_event_lag_seconds',
  () =>
    new Histogram({
      name: 'bus_event_lag_seconds',
      help: 'Time from an event being published to this process having handled it, by topic (retries included)',
      labelNames: ['topic'],
      buckets: LAG_BUCKETS,
    }),
);
const eventFailures = sharedMetric(
  'bus_event_failures_total',
  () =>
    new Counter({
      name: 'bus_event_failures_total',
      help: 'Event deliveries whose handler failed in this process (each is retried), by topic',
      labelNames: ['topic'],
    }),
);
const eventsDeadLettered = sharedMetric(
  'bus_events_dead_lettered_total',
  () =>
    new Counter({
      name: 'bus_events_dead_lettered_total',
      help: 'Events this process gave up on after their last retry and moved to the dead letters, by topic',
      labelNames: ['topic'],
    }),
);

const seconds = (startedMs: number) => (performance.now() - startedMs) / 1000;

/** The calling side (RedisStreamsClient). */
export const clientMetrics = {
  succeeded(message: string, startedMs: number): void {
    clientDuration.observe({ message }, seconds(startedMs));
  },
  /** A request the caller abandoned itself (its AbortSignal) is neither a latency nor an error. */
  failed(message: string, startedMs: number, err: unknown): void {
    if (!(err instanceof RpcError)) return;
    clientDuration.observe({ message }, seconds(startedMs));
    clientErrors.inc({ message, code: err.code });
  },
};

/** The handling side (RedisStreamsServer). */
export const serverMetrics = {
  handled(message: string, startedMs: number, errorCode?: string): void {
    handlerDuration.observe({ message }, seconds(startedMs));
    if (errorCode !== undefined) handlerErrors.inc({ message, code: errorCode });
  },
  expired(message: string): void {
    requestsExpired.inc({ message });
  },
  /** `publishedAt` is the event's `ts` (the publisher's clock); a clock ahead of ours counts 0. */
  eventHandled(topic: string, publishedAt: number): void {
    if (!Number.isFinite(publishedAt) || publishedAt <= 0) return;
    eventLag.observe({ topic }, Math.max(0, Date.now() - publishedAt) / 1000);
  },
  eventFailed(topic: string, deadLettered: boolean): void {
    eventFailures.inc({ topic });
    if (deadLettered) eventsDeadLettered.inc({ topic });
  },
};
