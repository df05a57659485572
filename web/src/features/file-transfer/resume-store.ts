/**
 * Multipart uploads under way, remembered in localStorage so that one interrupted by a reload (or
 * a crash, or a lost connection) carries on when the same file is added again: the page can't
 * read the file again by itself, but once the seller picks it, the parts storage already holds
 * (GET /api/objects/multipart/{uploadId}) are not sent twice.
 */
import type { ObjectPurpose } from '@pitstop/contracts';
import type { KeyValueStorage } from '../../app/browser-storage';

const STORAGE_KEY = 'pitstop.multipartUploads';

/** Media aborts multipart uploads left incomplete for a day; an older record is no use. */
export const RESUME_MAX_AGE_MS = 23 * 60 * 60 * 1000;

/** The file as the browser describes it: enough to recognise it when it is added again. */
export interface FileIdentity {
  ownerId: string;
  purpose: ObjectPurpose;
  name: string;
  size: number;
  lastModified: number;
}

export interface ResumeRecord extends FileIdentity {
  uploadId: string;
  key: string;
  storageUrl: string;
  partSize: number;
  /** Bytes of the parts sent so far (shown as 'stopped at 40%'). */
  bytesDone: number;
  /** When it was started (ms since the epoch). */
  startedAt: number;
}

/** One string per file and person: the same file added by someone else starts afresh. */
export function fingerprintOf(file: FileIdentity): string {
  return [file.ownerId, file.purpose, file.size, file.lastModified, file.name].join('|');
}

function isRecord(value: unknown): value is ResumeRecord {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.uploadId === 'string' &&
    typeof r.key === 'string' &&
    typeof r.storageUrl === 'string' &&
    typeof r.partSize === 'number' &&
    r.partSize > 0 &&
    typeof r.ownerId === 'string' &&
    (r.purpose === 'model' || r.purpose === 'image') &&
    typeof r.name === 'string' &&
    typeof r.size === 'number' &&
    typeof r.lastModified === 'number' &&
    typeof r.bytesDone === 'number' &&
    typeof r.startedAt === 'number'
  );
}

/** Every usable record by fingerprint; broken or expired ones are left out. */
export function readRecords(storage: KeyValueStorage, now: number): Map<string, ResumeRecord> {
  const records = new Map<string, ResumeRecord>();
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return records; // unreadable: nothing to resume
  }
  if (!Array.isArray(raw)) return records;
  for (const record of raw)
    if (isRecord(record) && now - record.startedAt < RESUME_MAX_AGE_MS)
      records.set(fingerprintOf(record), record);
  return records;
}

function writeRecords(storage: KeyValueStorage, records: Map<string, ResumeRecord>): void {
  try {
    if (records.size === 0) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify([...records.values()]));
  } catch {
    // Storage full or switched off: the upload works, it just can't resume after a reload.
  }
}

export function findRecord(
  storage: KeyValueStorage,
  file: FileIdentity,
  now: number,
): ResumeRecord | null {
  return readRecords(storage, now).get(fingerprintOf(file)) ?? null;
}

export function saveRecord(storage: KeyValueStorage, record: ResumeRecord, now: number): void {
  const records = readRecords(storage, now);
  records.set(fingerprintOf(record), record);
  writeRecords(storage, records);
}

export function dropRecord(storage: KeyValueStorage, file: FileIdentity, now: number): void {
  const records = readRecords(storage, now);
  if (records.delete(fingerprintOf(file))) writeRecords(storage, records);
}

/** This person's interrupted uploads of this kind, oldest first. */
export function interruptedUploads(
  storage: KeyValueStorage,
  ownerId: string,
  purpose: ObjectPurpose,
  now: number,
): ResumeRecord[] {
  return [...readRecords(storage, now).values()]
    .filter((record) => record.ownerId === ownerId && record.purpose === purpose)
    .sort((a, b) => a.startedAt - b.startedAt);
}
