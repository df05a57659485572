import type { FileHandle } from 'node:fs/promises';
import { bufferSource, chunksOf, fileHandleSource } from './random-access.js';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<number[]> {
  const out: number[] = [];
  for await (const chunk of chunks) out.push(...chunk);
  return out;
}

describe('bufferSource', () => {
  it('reads the asked range, and stops short only at the end', async () => {
    const source = bufferSource(bytes);
    expect([...(await source.read(10, 5))]).toEqual([10, 11, 12, 13, 14]);
    expect((await source.read(995, 20)).length).toBe(5);
    expect((await source.read(2000, 20)).length).toBe(0);
  });
});

describe('fileHandleSource', () => {
  // A handle that hands out at most 7 bytes per read, as a file read may.
  const handle: Pick<FileHandle, 'read'> = {
    read: (async (buffer: Uint8Array, offset: number, length: number, position: number) => {
      const n = Math.max(0, Math.min(length, 7, bytes.length - position));
      buffer.set(bytes.subarray(position, position + n), offset);
      return { bytesRead: n, buffer };
    }) as FileHandle['read'],
  };

  it('keeps reading until the range is filled', async () => {
    const chunk = await fileHandleSource(handle).read(100, 50);
    expect([...chunk]).toEqual([...bytes.subarray(100, 150)]);
  });

  it('gives fewer bytes where the range passes the end of the file', async () => {
    expect((await fileHandleSource(handle).read(990, 50)).length).toBe(10);
  });
});

describe('chunksOf', () => {
  it('streams the whole source in chunks of the given size', async () => {
    const sizes: number[] = [];
    for await (const chunk of chunksOf(bufferSource(bytes), bytes.length, 300)) {
      sizes.push(chunk.length);
    }
    expect(sizes).toEqual([300, 300, 300, 100]);
    expect(await collect(chunksOf(bufferSource(bytes), bytes.length, 300))).toEqual([...bytes]);
  });
});
