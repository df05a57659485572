import { isUUID } from 'class-validator';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('makes version 7 UUIDs that every id check of the gateway accepts', () => {
    const id = timeOrderedId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUUID(id, 'all')).toBe(true);
  });

  it('ascends, within a millisecond and across thousands made in one', () => {
    const at = Date.now() + 60_000;
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(timeOrderedId(at + 60_000) > ids[ids.length - 1]!).toBe(true);
  });

  it('starts with the time it was made', () => {
    const at = Date.UTC(2026, 10, 28, 6, 0, 0) + 1_000_000_000;
    const id = timeOrderedId(at);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBeGreaterThanOrEqual(at);
  });
});
