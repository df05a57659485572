import { getEventListeners } from 'node:events';
import { ConcurrencyLimit } from './concurrency-limit.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most max at once, in the order they came, and every one of them', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const all = Array.from({ length: 5 }, (_, i) =>
      limit.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limit.pending).toBe(5);
    while (releases.length) {
      releases.shift()!();
      await tick();
      await tick();
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(limit.pending).toBe(0);
  });

  it('frees the slot of work that failed', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.pending).toBe(0);
  });
});

describe('ConcurrencyLimit given up', () => {
  it('lets waiting work go when the signal aborts, and keeps the running one', async () => {
    const limit = new ConcurrencyLimit(1);
    const stopping = new AbortController();
    let release!: () => void;
    const first = limit.run(
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
      stopping.signal,
    );
    const second = limit.run(async () => 'second', stopping.signal);
    const third = limit.run(async () => 'third', stopping.signal);
    await new Promise<void>((resolve) => setImmediate(resolve));
    stopping.abort(new Error('stopping'));
    await expect(second).rejects.toThrow('stopping');
    await expect(third).rejects.toThrow('stopping');
    expect(limit.pending).toBe(1);
    release();
    expect(await first).toBe('first');
    expect(limit.pending).toBe(0);
    await expect(limit.run(async () => 'late', stopping.signal)).rejects.toThrow('stopping');
  });

  it('listens to a signal once however many wait with it (a service stopping signal)', async () => {
    const limit = new ConcurrencyLimit(1);
    const stopping = new AbortController();
    const done: number[] = [];
    const runs = Array.from({ length: 200 }, (_, i) =>
      limit.run(async () => void done.push(i), stopping.signal),
    );
    expect(getEventListeners(stopping.signal, 'abort')).toHaveLength(1);
    await Promise.all(runs);
    expect(done).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });
});
