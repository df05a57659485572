import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SEARCH_ENGINE } from '../engines/engine.tokens.js';
import type { IndexWrite, SearchEngine } from '../engines/search-engine.js';
import { IndexGeneration } from './index-generation.js';
import type { IndexChange } from './index-change.js';
import { forgetUntouched, ledgerSize, settle } from './ledger.js';

/**
 * Applies index changes: the ledger decides what is newer, the engine writes it, both in one
 * transaction (the engine's write finished before the ledger commits). Safe to call from any
 * replica, any number of times.
 */
@Injectable()
export class IndexerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly generation: IndexGeneration,
  ) {}

  async apply(changes: IndexChange[]): Promise<void> {
    if (changes.length === 0) return;
    const contentChanged = await this.writing(async (tx, write) => {
      const batch = await settle(tx, changes);
      const patches = batch.counts.length + (batch.fits?.length ?? 0);
      if (batch.upserts.length + batch.removals.length + patches === 0) return false;
      await write(batch);
      // A confirmed fit changes what a visitor sees first: the gateways' kept answers must go.
      return batch.upserts.length + batch.removals.length + (batch.fits?.length ?? 0) > 0;
    });
    // Counters alone change no total or facet; anything else makes every replica count again
    // (and the gateways drop the answers they kept).
    if (contentChanged) await this.generation.bump();
  }

  /** The database's clock, which the ledger stamps rows with. */
  async now(): Promise<Date> {
    const [row] = (await this.dataSource.query(`SELECT clock_timestamp() AS now`)) as {
      now: Date;
    }[];
    return row!.now;
  }

  /** After a rebuild read the whole catalog: drops what it no longer has. */
  async removeUntouchedSince(since: Date): Promise<number> {
    const removed = await this.writing(async (tx, write) => {
      const ids = await forgetUntouched(tx, since);
      if (ids.length > 0) await write({ upserts: [], removals: ids, counts: [] });
      return ids.length;
    });
    if (removed > 0) await this.generation.bump();
    return removed;
  }

  /**
   * One transaction of the ledger's and the engine's writes (`write` writes a batch in it); the
   * engine is told once it has committed, if anything was written.
   */
  private async writing<T>(
    work: (tx: EntityManager, write: (batch: IndexWrite) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    let wrote: EntityManager | null = null;
    const result = await this.dataSource.transaction((tx) =>
      work(tx, async (batch) => {
        await this.engine.write(batch, tx);
        wrote = tx;
      }),
    );
    if (wrote) this.engine.committed?.(wrote);
    return result;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.engine.size()) === 0 || (await ledgerSize(this.dataSource.manager)) === 0;
  }
}
