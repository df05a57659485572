import type { EventDef, PayloadOf, ReplyOf, RequestDef } from '@pitstop/contracts';
import type { RedisStreamsClient, RequestOptions } from './client.js';

/**
 * The typed way to talk to other services: requests and events are the declarations of
 * libs/contracts, so payloads and replies are checked at compile time.
 */
export class MessagingClient {
  constructor(readonly transport: RedisStreamsClient) {}

  request<D extends RequestDef<unknown, unknown>>(
    definition: D,
    payload: PayloadOf<D>,
    options?: RequestOptions,
  ): Promise<ReplyOf<D>> {
    return this.transport.request<ReplyOf<D>>(definition.pattern, payload, options);
  }

  /** The reply as its JSON text, unparsed: for a caller that passes it on as it is. */
  requestJson<D extends RequestDef<unknown, unknown>>(
    definition: D,
    payload: PayloadOf<D>,
    options?: Omit<RequestOptions, 'raw'>,
  ): Promise<string> {
    return this.transport.request<string>(definition.pattern, payload, { ...options, raw: true });
  }

  emit<D extends EventDef<unknown>>(definition: D, payload: PayloadOf<D>): Promise<void> {
    return this.transport.publishEvent(definition.topic, payload);
  }

  ping(): Promise<void> {
    return this.transport.ping();
  }
}
