import { OpenEdges } from './open-edges.js';

describe('OpenEdges', () => {
  it('opens an edge on its first use and closes it on the second', () => {
    const edges = new OpenEdges();
    expect(edges.toggle(1, 2)).toBe(false);
    expect(edges.count).toBe(1);
    expect(edges.toggle(1, 3)).toBe(false);
    expect(edges.toggle(1, 2)).toBe(true);
    expect(edges.count).toBe(1);
    expect(edges.toggle(1, 2)).toBe(false);
    expect(edges.count).toBe(2);
  });

  it('agrees with a plain set through many opens, closes and growths', () => {
    const edges = new OpenEdges(8);
    const model = new Set<string>();
    let state = 11;
    let disagreements = 0;
    for (let i = 0; i < 100_000; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      // Few distinct vertices, so edges come back often and runs in the table collide.
      const lo = state % 300;
      const hi = lo + 1 + ((state >>> 16) % 40);
      const key = `${lo}-${hi}`;
      const closed = model.has(key);
      if (closed) model.delete(key);
      else model.add(key);
      if (edges.toggle(lo, hi) !== closed) disagreements++;
    }
    expect(disagreements).toBe(0);
    expect(edges.count).toBe(model.size);
    // Closing everything left open empties the table.
    for (const key of model) {
      const [lo, hi] = key.split('-').map(Number);
      expect(edges.toggle(lo!, hi!)).toBe(true);
    }
    expect(edges.count).toBe(0);
  });
});
