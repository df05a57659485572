import {
  dropRecord,
  findRecord,
  fingerprintOf,
  interruptedUploads,
  RESUME_MAX_AGE_MS,
  saveRecord,
  type ResumeRecord,
} from './resume-store';
import type { KeyValueStorage } from '../../app/browser-storage';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const NOW = 1_750_000_000_000;

function record(overrides: Partial<ResumeRecord> = {}): ResumeRecord {
  return {
    ownerId: 'u1',
    purpose: 'model',
    name: 'hood-scoop.stl',
    size: 40_000_000,
    lastModified: 1_700_000_000_000,
    uploadId: 'up-1',
    key: 'uploads/u1/abc/hood-scoop.stl',
    storageUrl: 'http://s3.test/bucket/uploads/u1/abc/hood-scoop.stl',
    partSize: 8 * 1024 * 1024,
    bytesDone: 0,
    startedAt: NOW,
    ...overrides,
  };
}

describe('the resumable uploads kept in storage', () => {
  it('finds a record again by the same file from the same person', () => {
    const storage = memoryStorage();
    saveRecord(storage, record(), NOW);
    expect(findRecord(storage, record(), NOW + 1000)?.uploadId).toBe('up-1');
    expect(findRecord(storage, record({ ownerId: 'u2' }), NOW)).toBeNull();
    expect(findRecord(storage, record({ lastModified: 1 }), NOW)).toBeNull();
    expect(findRecord(storage, record({ purpose: 'image' }), NOW)).toBeNull();
  });

  it('replaces a record of the same file, and forgets it when dropped', () => {
    const storage = memoryStorage();
    saveRecord(storage, record(), NOW);
    saveRecord(storage, record({ bytesDone: 8 }), NOW);
    expect(findRecord(storage, record(), NOW)?.bytesDone).toBe(8);
    dropRecord(storage, record(), NOW);
    expect(findRecord(storage, record(), NOW)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('forgets records older than media keeps incomplete uploads, and ignores junk', () => {
    const storage = memoryStorage();
    saveRecord(storage, record(), NOW);
    expect(findRecord(storage, record(), NOW + RESUME_MAX_AGE_MS)).toBeNull();
    storage.data.set('pitstop.multipartUploads', '{not json');
    expect(findRecord(storage, record(), NOW)).toBeNull();
    storage.data.set('pitstop.multipartUploads', JSON.stringify([{ uploadId: 3 }, record()]));
    expect(findRecord(storage, record(), NOW)?.uploadId).toBe('up-1');
  });

  it("lists one person's interrupted uploads of one kind, oldest first", () => {
    const storage = memoryStorage();
    saveRecord(storage, record({ name: 'b.stl', startedAt: NOW + 5 }), NOW);
    saveRecord(storage, record({ name: 'a.stl' }), NOW);
    saveRecord(storage, record({ name: 'c.png', purpose: 'image' }), NOW);
    saveRecord(storage, record({ name: 'd.stl', ownerId: 'u2' }), NOW);
    expect(interruptedUploads(storage, 'u1', 'model', NOW).map((r) => r.name)).toEqual([
      'a.stl',
      'b.stl',
    ]);
  });

  it('keeps working when storage refuses to write', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveRecord(storage, record(), NOW)).not.toThrow();
  });

  it('tells files apart by owner, kind, size, date and name', () => {
    expect(fingerprintOf(record())).not.toBe(fingerprintOf(record({ size: 1 })));
  });
});
