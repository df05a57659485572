import { Readable } from 'node:stream';
import { UnreadableFileError, ZipRefusedError } from './errors.js';
import { cube, modelXml, threeMf, zip } from './mesh/mesh-fixtures.spec.js';
import { bufferSource, type RandomAccessSource } from './random-access.js';
import { inspectZip } from './zip-inspect.js';

const LIMITS = { maxRatio: 100, maxUncompressedBytes: 100 * 1024 * 1024, maxEntries: 50 };
const inspect = (file: Uint8Array, limits = LIMITS) =>
  inspectZip(bufferSource(file), file.length, limits);

/** `megabytes` MB of zeros, streamed through deflate: a few hundred bytes per MB. */
const zeros = (megabytes: number) => () =>
  Readable.from(
    (function* () {
      const block = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < megabytes; i++) yield block;
    })(),
  );

describe('inspectZip', () => {
  it('counts the entries and what they unpack to', async () => {
    const file = await zip({ 'a.txt': 'hello', 'docs/b.txt': 'x'.repeat(1000) });
    expect(await inspect(file)).toEqual({
      entries: 2,
      uncompressedBytes: 1005,
      has3mfModel: false,
    });
  });

  it("finds a 3MF's model part, whatever its case", async () => {
    const file = await threeMf({ '3D/3dmodel.model': modelXml([cube()]) });
    expect((await inspect(file)).has3mfModel).toBe(true);
    const shouting = await zip({ '3D/3DMODEL.MODEL': modelXml([cube()]) });
    expect((await inspect(shouting)).has3mfModel).toBe(true);
    const elsewhere = await zip({ 'models/3dmodel.model': modelXml([cube()]) });
    expect((await inspect(elsewhere)).has3mfModel).toBe(false);
  });

  let bomb: Uint8Array;
  beforeAll(async () => {
    bomb = await zip({ 'zeros.bin': zeros(200) });
  });

  it('refuses a zip bomb: 200 MB of zeros in a few hundred KB', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(inspect(bomb)).rejects.toThrow(
      new ZipRefusedError('it would unpack to more than 100 MB'),
    );
    await expect(inspect(bomb, { ...LIMITS, maxUncompressedBytes: 1e12 })).rejects.toThrow(
      /it would unpack to \d+ times its own size; at most 100 times is allowed/,
    );
  });

  it('reads only the central directory: the bomb is never unpacked', async () => {
    let bytesRead = 0;
    const source: RandomAccessSource = {
      read: async (offset, length) => {
        bytesRead += length;
        return bomb.subarray(offset, offset + length);
      },
    };
    await expect(inspectZip(source, bomb.length, LIMITS)).rejects.toThrow(ZipRefusedError);
    expect(bytesRead).toBeLessThan(bomb.length);
  });

  it('refuses too many entries', async () => {
    const many = await zip(
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}.txt`, 'x'])),
    );
    await expect(inspect(many)).rejects.toThrow(
      new ZipRefusedError('it holds 60 files; at most 50 are allowed'),
    );
  });

  it('calls a corrupt zip unreadable', async () => {
    const file = await zip({ 'a.txt': 'hello' });
    await expect(inspect(file.subarray(0, file.length - 5))).rejects.toThrow(UnreadableFileError);
    await expect(inspect(new TextEncoder().encode('PK\x03\x04 and then nothing'))).rejects.toThrow(
      /not a readable ZIP archive/,
    );
  });

  it('passes a failing source on as it is: that is worth a retry, not a refusal', async () => {
    const file = await zip({ 'a.txt': 'hello' });
    const outage = new Error('storage unavailable');
    const source: RandomAccessSource = {
      read: async () => {
        throw outage;
      },
    };
    await expect(inspectZip(source, file.length, LIMITS)).rejects.toBe(outage);
  });
});
