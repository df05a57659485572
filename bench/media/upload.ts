/**
 * The upload half of bench/media: BENCH_UPLOAD_MB (1024) through presigned multipart into the
 * local S3 server, as the web uploader sends it (media's S3 driver presigns each part; the parts
 * go up 3 at a time, as the browser sends them), against one raw presigned PUT of the same bytes
 * to the same server. The bytes are made from a 64 MiB pattern as they are sent, so neither side
 * holds the file. Prints MB/s of each, the ratio (goal: multipart at least 70% of the raw PUT),
 * and this process's memory while it runs: media presigns, it never sees the bytes, so its
 * memory stays flat however large the file.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { MEDIA_LIMITS } from '@pitstop/contracts';
import { S3Storage } from '../../services/media/src/storage/s3/s3-storage.js';

const TOTAL = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024;
const PART = MEDIA_LIMITS.partBytes;
const AT_ONCE = 3;
const BUCKET = 'pitstop-bench-upload';
const pattern = randomBytes(64 * 1024 * 1024);

export async function runUploadBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pitstop-upload-bench-'));
  const server = spawn(
    process.execPath,
    [new URL('./s3-server.mjs', import.meta.url).pathname, dir, BUCKET],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const endpoint = await firstLine(server.stdout!);
    const storage = new S3Storage({
      S3_ENDPOINT: endpoint,
      S3_PUBLIC_ENDPOINT: undefined,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    });
    await storage.ensureBucket();
    const memory = sampleMemory();
    const raw = await timed(() => rawPut(storage));
    const multipart = await timed(() => multipartPut(storage));
    const { before, peak } = memory.stop();
    storage.close();
    const mb = TOTAL / 1e6;
    console.log(`upload of ${(TOTAL / 2 ** 20).toFixed(0)} MiB into the local S3 server`);
    console.log(
      `  one raw PUT        ${(mb / raw).toFixed(0).padStart(5)} MB/s  (${raw.toFixed(1)} s)`,
    );
    console.log(
      `  presigned multipart ${(mb / multipart).toFixed(0).padStart(4)} MB/s  (${multipart.toFixed(1)} s, ${Math.ceil(TOTAL / PART)} parts of ${PART / 2 ** 20} MiB, ${AT_ONCE} at once)`,
    );
    console.log(`  multipart / raw    ${((raw / multipart) * 100).toFixed(0)}%  (goal ≥ 70%)`);
    console.log(
      `  presigning process RSS ${(before / 2 ** 20).toFixed(0)} MiB before, peak ${(peak / 2 ** 20).toFixed(0)} MiB while ${(TOTAL / 2 ** 20).toFixed(0)} MiB went up`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `length` bytes from `offset` of the upload, made from the pattern as they are read. */
function bytesOf(offset: number, length: number): Readable {
  async function* chunks() {
    for (let at = offset; at < offset + length;) {
      const from = at % pattern.length;
      const take = Math.min(pattern.length - from, offset + length - at, 1024 * 1024);
      yield pattern.subarray(from, from + take);
      at += take;
    }
  }
  return Readable.from(chunks());
}

async function put(url: string, offset: number, length: number): Promise<string> {
  const res = await fetch(url, {
    method: 'PUT',
    body: Readable.toWeb(bytesOf(offset, length)) as ReadableStream,
    headers: { 'content-length': String(length) },
    duplex: 'half',
  } as RequestInit);
  if (!res.ok) throw new Error(`PUT answered ${res.status}`);
  return res.headers.get('etag') ?? '';
}

async function rawPut(storage: S3Storage): Promise<void> {
  await put(await storage.signPut('bench/raw.bin', 900), 0, TOTAL);
}

async function multipartPut(storage: S3Storage): Promise<void> {
  const key = 'bench/multipart.bin';
  const uploadId = await storage.createMultipart(key, 'application/octet-stream');
  const count = Math.ceil(TOTAL / PART);
  const parts: { PartNumber: number; ETag: string }[] = [];
  let next = 1;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next <= count) {
        const number = next++;
        const offset = (number - 1) * PART;
        const length = Math.min(PART, TOTAL - offset);
        const url = await storage.signPart(key, uploadId, number, 900, length);
        parts.push({ PartNumber: number, ETag: await put(url, offset, length) });
      }
    }),
  );
  await storage.completeMultipart(
    key,
    uploadId,
    parts.sort((a, b) => a.PartNumber - b.PartNumber),
  );
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

function sampleMemory() {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  return {
    stop: () => {
      clearInterval(timer);
      return { before, peak };
    },
  };
}

function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    createInterface({ input: stream }).once('line', resolve);
    stream.once('error', reject);
  });
}
