import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import type {
  EventDef,
  ImageVariants,
  MeshAnalysis,
  ObjectPurpose,
  PayloadOf,
  ProcessedObject,
} from '@pitstop/contracts';
import { DataSource } from 'typeorm';

/** What the worker found, and the event that tells the catalog, written together. */
@Injectable()
export class AnalysisRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** What the worker found in an object, as the catalog takes it; undefined while unknown. */
  async processed(key: string, purpose: ObjectPurpose): Promise<ProcessedObject | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT state, result, error FROM media.file_analysis WHERE key = $1`,
      [key],
    )) as { state: string; result: unknown; error: string | null }[];
    if (!row) return undefined;
    if (purpose === 'image')
      // An image that could not be decoded keeps its original: nothing to hand on.
      return row.state === 'ready'
        ? { state: 'ready', variants: row.result as ImageVariants }
        : undefined;
    return {
      state: row.state as 'ready' | 'unreadable' | 'none',
      analysis: row.result as MeshAnalysis | null,
      error: row.error,
    };
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
