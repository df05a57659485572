import { inflateSync } from 'node:zlib';
import { crc32, encodePng } from './png.js';

/** The chunks of a PNG file, CRCs checked. */
export function readChunks(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

/** Decodes what encodePng writes (8-bit RGB, filter 0 rows) back to pixels. */
export function decodeRgb(png: Buffer): { width: number; height: number; rgb: Buffer } {
  const chunks = readChunks(png);
  const header = chunks[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  expect(raw.length).toBe((width * 3 + 1) * height);
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 3 + 1)]).toBe(0);
    raw.copy(rgb, y * width * 3, y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
  }
  return { width, height, rgb };
}

describe('encodePng', () => {
  it('writes a valid 8-bit RGB PNG that decodes to the same pixels', () => {
    const width = 7;
    const height = 5;
    const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37) % 256);
    const png = encodePng(rgb, width, height);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0].data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([width, height]);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(decodeRgb(png).rgb).toEqual(Buffer.from(rgb));
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(new Uint8Array(10), 2, 2)).toThrow(/wrong size/);
  });
});
