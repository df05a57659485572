import type { ListingDto } from '@pitstop/contracts';

/**
 * The cards pages showed lately, by listing id, so that a page's cards are mostly answered
 * without reading Postgres: the read (a jsonb of a few kilobytes per card, decoded and parsed
 * again for every page) was the costliest part of an answer the gateway does not keep.
 *
 * A card is never older than the index's own view: the engine drops a listing's card whenever a
 * sync takes a new version of its document (text, counters or removal). A read from Postgres
 * that overlapped such a drop may hold the older version, so its cards are kept only when
 * nothing was dropped while it ran (`epoch`). The least recently used cards go first beyond
 * `capacity`.
 */
export class CardCache {
  private readonly cards = new Map<string, ListingDto>();
  private drops = 0;

  constructor(private readonly capacity: number) {}

  /** Changes whenever a card is dropped: take it before a read, hand it to keep(). */
  get epoch(): number {
    return this.drops;
  }

  get size(): number {
    return this.cards.size;
  }

  /** The kept card, now the most recently used; undefined when there is none. */
  get(id: string): ListingDto | undefined {
    const card = this.cards.get(id);
    if (card !== undefined) {
      this.cards.delete(id);
      this.cards.set(id, card);
    }
    return card;
  }

  /** Keeps cards read from Postgres since `epoch`, unless a card was dropped in the meantime. */
  keep(epoch: number, cards: Iterable<[string, ListingDto]>): void {
    if (epoch !== this.drops) return;
    for (const [id, card] of cards) {
      this.cards.delete(id);
      this.cards.set(id, card);
    }
    for (const id of this.cards.keys()) {
      if (this.cards.size <= this.capacity) break;
      this.cards.delete(id);
    }
  }

  /** The listing's document changed or went: its card must be read again. */
  drop(id: string): void {
    this.cards.delete(id);
    this.drops++;
  }

  clear(): void {
    this.cards.clear();
    this.drops++;
  }
}
