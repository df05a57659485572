import { isStaleTestDatabase, newDatabaseName, workerDatabaseName } from './database.js';

/** The global setup drops what this calls stale: it must never be a database still in use. */
describe('isStaleTestDatabase', () => {
  const now = Date.now();
  const minutesAgo = (kind: 'test' | 'private', minutes: number) =>
    `pitstop_${kind}_${(now - minutes * 60_000).toString(36)}_0a1b2c`;

  it('names a database after its kind and when it was made', () => {
    expect(newDatabaseName('private')).toMatch(/^pitstop_private_[0-9a-z]+_[0-9a-f]{6}$/);
    expect(newDatabaseName('test')).toMatch(/^pitstop_test_[0-9a-z]+_[0-9a-f]{6}$/);
    expect(isStaleTestDatabase(newDatabaseName('private'))).toBe(false);
    expect(isStaleTestDatabase(newDatabaseName('test'))).toBe(false);
  });

  it("takes a test file's private database for stale after an hour, a run's after six", () => {
    expect(isStaleTestDatabase(minutesAgo('private', 55), now)).toBe(false);
    expect(isStaleTestDatabase(minutesAgo('private', 65), now)).toBe(true);
    expect(isStaleTestDatabase(minutesAgo('test', 5 * 60), now)).toBe(false);
    expect(isStaleTestDatabase(minutesAgo('test', 7 * 60), now)).toBe(true);
  });

  it("takes a jest worker's copy for stale when its run's database is", () => {
    expect(isStaleTestDatabase(workerDatabaseName(minutesAgo('test', 5 * 60), 2), now)).toBe(false);
    expect(isStaleTestDatabase(workerDatabaseName(minutesAgo('test', 7 * 60), 2), now)).toBe(true);
  });

  it('leaves alone a name that does not say when it was made (older code, other databases)', () => {
    for (const name of ['pitstop_private_0a1b2c3d', 'pitstop', 'postgres', 'pitstop_test_'])
      expect(isStaleTestDatabase(name, now + 1000 * 3600_000)).toBe(false);
  });
});
