import type { UploadedPart } from '@pitstop/contracts';
import {
  discardUpload,
  isAbortError,
  partRanges,
  reusableParts,
  TransferError,
  uploadObject,
  UploadError,
  type ObjectUploadClient,
  type PutRequest,
  type UploadDeps,
  type UploadRequest,
} from './object-upload';
import type { KeyValueStorage } from '../../app/browser-storage';
import { findRecord, saveRecord } from './resume-store';

const MiB = 1024 * 1024;
const NOW = 1_750_000_000_000;
const PART = 6 * MiB;

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

interface Harness {
  deps: UploadDeps;
  calls: string[];
  puts: { url: string; size: number; contentType?: string }[];
  delays: number[];
  /** Answers for PUTs by URL: an error to throw (once per entry), or none for success. */
  failPut: Map<string, Error[]>;
  storedParts: UploadedPart[];
}

function harness(overrides: Partial<ObjectUploadClient> = {}): Harness {
  const h: Harness = {
    calls: [],
    puts: [],
    delays: [],
    failPut: new Map(),
    storedParts: [],
    deps: undefined as unknown as UploadDeps,
  };
  const client: ObjectUploadClient = {
    issueUpload: async (body) => {
      h.calls.push(`issue ${JSON.stringify(body)}`);
      return {
        uploadURL: 'http://s3.test/b/k1?X-Amz-Signature=s',
        storageUrl: 'http://s3.test/b/k1',
        key: 'k1',
      };
    },
    createMultipart: async (body) => {
      h.calls.push(`create ${body.filename} ${body.size} ${body.purpose}`);
      return { uploadId: 'mp-1', key: 'k2', storageUrl: 'http://s3.test/b/k2', partSize: PART };
    },
    signPart: async (uploadId, partNumber) => {
      h.calls.push(`sign ${uploadId} ${partNumber}`);
      return `http://s3.test/b/k2?partNumber=${partNumber}`;
    },
    listParts: async (uploadId) => {
      h.calls.push(`list ${uploadId}`);
      return h.storedParts;
    },
    completeMultipart: async (uploadId, parts) => {
      h.calls.push(
        `complete ${uploadId} ${parts.map((p) => `${p.PartNumber}:${p.ETag}`).join(',')}`,
      );
      return { uploadURL: '', storageUrl: 'http://s3.test/b/k2', key: 'k2' };
    },
    abortMultipart: async (uploadId) => {
      h.calls.push(`abort ${uploadId}`);
    },
    ...overrides,
  };
  const put = async ({ url, body, contentType, onProgress, signal }: PutRequest) => {
    signal.throwIfAborted();
    const failures = h.failPut.get(url);
    const failure = failures?.shift();
    if (failure) throw failure;
    h.puts.push({ url, size: body.size, contentType });
    onProgress(body.size);
    const part = new URL(url).searchParams.get('partNumber');
    return { etag: part ? `"etag-${part}"` : '"etag"' };
  };
  h.deps = {
    client,
    put,
    storage: memoryStorage(),
    now: () => NOW,
    sleep: async (ms) => void h.delays.push(ms),
  };
  return h;
}

function request(size: number, extra: Partial<UploadRequest> = {}) {
  const progress: number[] = [];
  const file = new File([new Uint8Array(size)], 'hood-scoop.stl', { lastModified: 1234 });
  const req: UploadRequest = {
    file,
    purpose: 'model',
    ownerId: 'seller-1',
    signal: new AbortController().signal,
    onProgress: (sent) => progress.push(sent),
    ...extra,
  };
  return { req, progress };
}

describe('uploadObject, a small file', () => {
  it('asks for an address, PUTs the bytes with their type, and gives the address without its query', async () => {
    const h = harness();
    const { req, progress } = request(1000);
    await expect(uploadObject(req, h.deps)).resolves.toEqual({
      storageUrl: 'http://s3.test/b/k1',
      key: 'k1',
    });
    expect(h.calls).toEqual([
      'issue {"filename":"hood-scoop.stl","contentType":"application/octet-stream","size":1000,"purpose":"model"}',
    ]);
    expect(h.puts).toEqual([
      {
        url: 'http://s3.test/b/k1?X-Amz-Signature=s',
        size: 1000,
        contentType: 'application/octet-stream',
      },
    ]);
    expect(progress.at(-1)).toBe(1000);
  });

  it("fails at the 'address' stage when no upload address is given, sending nothing", async () => {
    const h = harness({ issueUpload: () => Promise.reject(new Error('503')) });
    const error = await uploadObject(request(1000).req, h.deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).stage).toBe('address');
    expect(h.puts).toEqual([]);
  });

  it('tries a PUT that got no answer or a 5xx again, after a pause', async () => {
    const h = harness();
    h.failPut.set('http://s3.test/b/k1?X-Amz-Signature=s', [
      new TransferError(0, 'offline'),
      new TransferError(503, 'busy'),
    ]);
    await uploadObject(request(1000).req, h.deps);
    expect(h.delays).toEqual([1000, 3000]);
    expect(h.puts).toHaveLength(1);
  });

  it("gives up at the 'transfer' stage on a refusal (4xx), without retrying", async () => {
    const h = harness();
    h.failPut.set('http://s3.test/b/k1?X-Amz-Signature=s', [new TransferError(403, 'expired')]);
    const error = await uploadObject(request(1000).req, h.deps).catch((e: unknown) => e);
    expect((error as UploadError).stage).toBe('transfer');
    expect(h.delays).toEqual([]);
  });
});

describe('uploadObject, a large file in parts', () => {
  const size = 16 * MiB + 5; // just over the threshold: parts of 6, 6 and 4 MiB + 5 bytes

  it('starts a multipart upload, PUTs each part, and completes it with every ETag in order', async () => {
    const h = harness();
    const { req, progress } = request(size);
    await expect(uploadObject(req, h.deps)).resolves.toEqual({
      storageUrl: 'http://s3.test/b/k2',
      key: 'k2',
    });
    expect(h.calls[0]).toBe(`create hood-scoop.stl ${size} model`);
    expect(h.puts.map((p) => p.size).sort((a, b) => b - a)).toEqual([PART, PART, 4 * MiB + 5]);
    expect(h.puts.every((p) => p.contentType === undefined)).toBe(true);
    expect(h.calls.at(-1)).toBe('complete mp-1 1:"etag-1",2:"etag-2",3:"etag-3"');
    expect(progress.at(-1)).toBe(size);
    // Completed: nothing left to resume
    expect(findRecord(h.deps.storage!, { ...identity(), size }, NOW)).toBeNull();
  });

  it('resumes an upload a reload interrupted: only the parts storage lacks are sent', async () => {
    const h = harness();
    saveRecord(
      h.deps.storage!,
      {
        ...identity(),
        size,
        uploadId: 'mp-0',
        key: 'k2',
        storageUrl: 'http://s3.test/b/k2',
        partSize: PART,
        bytesDone: 2 * PART,
        startedAt: NOW - 60_000,
      },
      NOW,
    );
    h.storedParts = [
      { PartNumber: 1, ETag: '"old-1"', Size: PART },
      { PartNumber: 2, ETag: '"old-2"', Size: PART },
    ];
    const { req, progress } = request(size);
    await uploadObject(req, h.deps);
    expect(h.calls).toEqual([
      'list mp-0',
      'sign mp-0 3',
      'complete mp-0 1:"old-1",2:"old-2",3:"etag-3"',
    ]);
    expect(progress[0]).toBe(2 * PART);
  });

  it('starts afresh when the remembered upload is gone', async () => {
    const h = harness({ listParts: () => Promise.reject(new Error('404')) });
    saveRecord(
      h.deps.storage!,
      {
        ...identity(),
        size,
        uploadId: 'mp-gone',
        key: 'k0',
        storageUrl: 'http://s3.test/b/k0',
        partSize: PART,
        bytesDone: 0,
        startedAt: NOW,
      },
      NOW,
    );
    await uploadObject(request(size).req, h.deps);
    expect(h.calls[0]).toBe(`create hood-scoop.stl ${size} model`);
  });

  it('keeps the upload resumable when a part fails, and forgets it when cancelled', async () => {
    const h = harness();
    h.failPut.set('http://s3.test/b/k2?partNumber=2', [new TransferError(400, 'bad digest')]);
    const error = await uploadObject(request(size).req, h.deps).catch((e: unknown) => e);
    expect((error as UploadError).stage).toBe('transfer');
    expect(h.calls.some((c) => c.startsWith('complete'))).toBe(false);
    const file = { ...identity(), size };
    expect(findRecord(h.deps.storage!, file, NOW)?.uploadId).toBe('mp-1');

    discardUpload(file, h.deps);
    await Promise.resolve();
    expect(h.calls.at(-1)).toBe('abort mp-1');
    expect(findRecord(h.deps.storage!, file, NOW)).toBeNull();
  });

  it('stops with an AbortError when cancelled', async () => {
    const h = harness();
    const controller = new AbortController();
    controller.abort();
    const error = await uploadObject(
      request(size, { signal: controller.signal }).req,
      h.deps,
    ).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(h.puts).toEqual([]);
  });

  it('fails when storage hides the part’s ETag (CORS without ExposeHeader)', async () => {
    const h = harness();
    h.deps.put = async ({ body, onProgress }) => {
      onProgress(body.size);
      return { etag: null };
    };
    const error = await uploadObject(request(size).req, h.deps).catch((e: unknown) => e);
    expect((error as UploadError).stage).toBe('transfer');
  });
});

describe('part planning', () => {
  it('cuts a file into parts of the given size, the last one shorter', () => {
    expect(partRanges(10, 4)).toEqual([
      { partNumber: 1, start: 0, end: 4 },
      { partNumber: 2, start: 4, end: 8 },
      { partNumber: 3, start: 8, end: 10 },
    ]);
  });

  it('reuses only stored parts of the same number and size', () => {
    const plan = partRanges(10, 4);
    const reusable = reusableParts(plan, [
      { PartNumber: 1, ETag: 'a', Size: 4 },
      { PartNumber: 2, ETag: 'b', Size: 3 },
      { PartNumber: 3, ETag: 'c' },
      { PartNumber: 9, ETag: 'd', Size: 4 },
    ]);
    expect([...reusable]).toEqual([
      [1, 'a'],
      [3, 'c'],
    ]);
  });
});

function identity() {
  return {
    ownerId: 'seller-1',
    purpose: 'model' as const,
    name: 'hood-scoop.stl',
    size: 0,
    lastModified: 1234,
  };
}
