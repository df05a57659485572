import { PeriodicTask } from './periodic-task.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pass that waits until released, counting starts and the most passes ever at once. */
function gatedPass() {
  const state = { started: 0, atOnce: 0, mostAtOnce: 0, release: () => {} };
  const pass = async () => {
    state.started++;
    state.atOnce++;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.atOnce);
    await new Promise<void>((resolve) => (state.release = resolve));
    state.atOnce--;
  };
  return { state, pass };
}

describe('PeriodicTask', () => {
  const logger = { warn: (_: string) => {} };

  it('runs a pass at start and again each period after the last one ended', async () => {
    let passes = 0;
    const task = new PeriodicTask({
      everyMs: 20,
      pass: async () => void passes++,
      logger,
      failure: 'x',
    });
    task.start();
    expect(passes).toBe(1);
    await tick(110);
    await task.stop();
    expect(passes).toBeGreaterThanOrEqual(3);
    const stoppedAt = passes;
    await tick(60);
    expect(passes).toBe(stoppedAt);
  });

  it('never runs two passes at once; asked during one, it runs one more right after', async () => {
    const { state, pass } = gatedPass();
    const task = new PeriodicTask({ everyMs: 60_000, pass, logger, failure: 'x' });
    const first = task.run();
    void task.run();
    void task.run();
    expect(state.started).toBe(1);
    state.release();
    await first;
    await tick(0);
    expect(state.started).toBe(2);
    state.release();
    await tick(0);
    expect([state.started, state.mostAtOnce]).toEqual([2, 1]);
    await task.stop();
  });

  it('logs a failed pass and goes on; stop waits for the pass under way', async () => {
    const warnings: string[] = [];
    let calls = 0;
    let finished = false;
    const task = new PeriodicTask({
      everyMs: 60_000,
      pass: async () => {
        if (++calls === 1) throw new Error('database away');
        await tick(30);
        finished = true;
      },
      logger: { warn: (message) => warnings.push(message) },
      failure: 'rows not published',
    });
    await task.run();
    expect(warnings).toEqual(['rows not published: database away']);
    void task.run();
    await task.stop();
    expect(finished).toBe(true);
    await task.run();
    expect(calls).toBe(2);
  });

  it('says when a pass is slow, and when that pass ends', async () => {
    const warnings: string[] = [];
    const { state, pass } = gatedPass();
    const task = new PeriodicTask({
      everyMs: 60_000,
      pass,
      logger: { warn: (message) => void warnings.push(message) },
      failure: 'outbox not published',
      slowMs: 30,
    });
    const running = task.run();
    await tick(60);
    expect(warnings).toEqual(['outbox not published: a pass has run 30 ms']);
    state.release();
    await running;
    expect(warnings[1]).toMatch(/^outbox not published: the slow pass ended after \d+ ms$/);
    await task.stop();
  });
});
