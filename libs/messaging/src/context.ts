import { BaseRpcContext } from '@nestjs/microservices';

type ContextArgs = [
  stream: string,
  entryId: string,
  pattern: string,
  deliveryCount: number,
  deadline: number | null,
];

/**
 * What a handler may learn about the message it handles. The entry id is unique per message
 * and stable across redeliveries, so event handlers can use it to recognise a repeat.
 */
export class RedisStreamsContext extends BaseRpcContext<ContextArgs> {
  getStream(): string {
    return this.args[0];
  }
  getEntryId(): string {
    return this.args[1];
  }
  getPattern(): string {
    return this.args[2];
  }
  /** 1 on first delivery; higher when the entry was claimed from a dead consumer or retried. */
  getDeliveryCount(): number {
    return this.args[3];
  }
  /** Requests only: the caller gives up at this time (epoch ms). */
  getDeadline(): number | null {
    return this.args[4];
  }
}
