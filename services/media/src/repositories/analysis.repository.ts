import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import type { EventDef, PayloadOf } from '@pitstop/contracts';
import { DataSource } from 'typeorm';

/** What the worker found, and the event that tells the catalog, written together. */
@Injectable()
export class AnalysisRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async find(
    key: string,
  ): Promise<{ state: string; result: unknown; error: string | null } | null> {
    const rows = (await this.dataSource.query(
      `SELECT state, result, error FROM media.file_analysis WHERE key = $1`,
      [key],
    )) as { state: string; result: unknown; error: string | null }[];
    return rows[0] ?? null;
  }

  /**
   * Upserts the result and records its event (when there is one) in one transaction: a retried
   * job writes the same.
   */
  async save<D extends EventDef<unknown>>(
    key: string,
    record: { state: string; result: unknown; error: string | null },
    event?: D,
    payload?: PayloadOf<D>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO media.file_analysis (key, state, result, error) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET state = $2, result = $3, error = $4, updated_at = now()`,
        [key, record.state, JSON.stringify(record.result), record.error],
      );
      if (event) await this.outbox.enqueue(manager, event, payload as PayloadOf<D>);
    });
    void this.outbox.flush();
  }

  /** An event with no row of its own (a rendered preview), through the same outbox. */
  async announce<D extends EventDef<unknown>>(event: D, payload: PayloadOf<D>): Promise<void> {
    await this.dataSource.transaction((manager) => this.outbox.enqueue(manager, event, payload));
    void this.outbox.flush();
  }
}
