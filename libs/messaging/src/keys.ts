/**
 * Redis key layout of the bus. Everything lives under one namespace so that several
 * environments (or test runs) can share a Redis without seeing each other.
 *
 *   {ns}:rpc:{service}           requests to a service; its replicas form one consumer group
 *   {ns}:reply:{client}          replies to one calling process (expires when unused)
 *   {ns}:evt:{topic}             one stream per event topic; one consumer group per subscribing service
 *   {ns}:dead:{group}:{stream}   events a group failed to handle after every retry
 *   {ns}:alive:{group}:{consumer} heartbeat of a live consumer (expires when it dies)
 *   {ns}:idem:{pattern}:{key}    a request's kept outcome under its idempotency key (24 h)
 */
export class StreamKeys {
  constructor(readonly namespace: string) {
    if (!/^[A-Za-z0-9_-]+$/.test(namespace))
      throw new Error(`Invalid bus namespace '${namespace}'`);
  }

  requests(service: string): string {
    return `${this.namespace}:rpc:${service}`;
  }
  replies(clientId: string): string {
    return `${this.namespace}:reply:${clientId}`;
  }
  events(topic: string): string {
    return `${this.namespace}:evt:${topic}`;
  }
  deadLetters(group: string, stream: string): string {
    return `${this.namespace}:dead:${group}:${stream.slice(this.namespace.length + 1)}`;
  }
  heartbeat(group: string, consumer: string): string {
    return `${this.namespace}:alive:${group}:${consumer}`;
  }
  idempotentOutcome(pattern: string, key: string): string {
    return `${this.namespace}:idem:${pattern}:${key}`;
  }
  isRequestStream(stream: string): boolean {
    return stream.startsWith(`${this.namespace}:rpc:`);
  }
}
