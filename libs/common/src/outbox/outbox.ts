import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventDef, PayloadOf } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { DataSource, type EntityManager } from 'typeorm';
import { PeriodicTask } from '../periodic-task.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';

const BATCH = 100;
const POLL_MS = 1_000;

/**
 * Transactional outbox: `enqueue` inside the transaction that makes a change, so the event
 * exists if and only if the change committed; the relay then publishes it. A crash between
 * commit and publish loses nothing (the row waits for the next pass), and several instances
 * share the work without publishing a row twice at the same time (SKIP LOCKED). Delivery is
 * still at-least-once (a crash after publish, before delete), as consumers already expect.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly relay = new PeriodicTask({
    everyMs: POLL_MS,
    pass: () => this.drain(),
    logger: new Logger('Outbox'),
    // Redis or Postgres is away: the rows stay and the next poll retries them. Said once per
    // pass, so an outbox that keeps growing is visible in the logs.
    failure: 'outbox not published yet, retrying',
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: MessagingClient,
  ) {}

  /** Records an event in the caller's transaction. Call `flush()` after it commits. */
  async enqueue<D extends EventDef<unknown>>(
    manager: EntityManager,
    event: D,
    payload: PayloadOf<D>,
  ): Promise<void> {
    await manager.insert(OutboxMessageEntity, { topic: event.topic, payload: payload as object });
  }

  /** Publishes what is waiting now (after a commit) rather than at the next poll. */
  flush(): Promise<void> {
    return this.relay.run();
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.relay.stop();
  }

  private async drain(): Promise<void> {
    while (!this.relay.stopping && (await this.publishBatch()) === BATCH);
  }

  /** Publishes and deletes up to BATCH rows in order, holding their locks until done. */
  private publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(OutboxMessageEntity)
        .createQueryBuilder('o')
        .orderBy('o.id', 'ASC')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const row of rows) {
        await this.bus.emit({ kind: 'event', topic: row.topic }, row.payload);
      }
      if (rows.length)
        await manager.delete(
          OutboxMessageEntity,
          rows.map((r) => r.id),
        );
      return rows.length;
    });
  }
}
