import { UnreadableFileError } from './errors.js';
import { zip } from './mesh/mesh-fixtures.spec.js';
import { bufferSource, type RandomAccessSource } from './random-access.js';
import { openZip } from './zip-reader.js';

async function text(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

describe('openZip', () => {
  it('lists the entries and streams their contents, unpacked', async () => {
    const big = 'lorem ipsum '.repeat(100_000);
    const file = await zip({ 'a.txt': 'hello', 'b/big.txt': big });
    const archive = await openZip(bufferSource(file), file.length);
    try {
      expect(archive.entryCount).toBe(2);
      const contents: Record<string, string> = {};
      for await (const entry of archive.entries()) {
        contents[entry.fileName] = await text(archive.contents(entry));
      }
      expect(contents).toEqual({ 'a.txt': 'hello', 'b/big.txt': big });
    } finally {
      archive.close();
    }
  });

  it('reports a source that fails while an entry streams as that failure', async () => {
    const file = await zip({ 'a.txt': 'x'.repeat(2_000_000) });
    let failing = false;
    const outage = new Error('connection reset');
    const source: RandomAccessSource = {
      read: async (offset, length) => {
        if (failing) throw outage;
        return file.subarray(offset, offset + length);
      },
    };
    const archive = await openZip(source, file.length);
    try {
      for await (const entry of archive.entries()) {
        failing = true;
        await expect(text(archive.contents(entry))).rejects.toBe(outage);
      }
    } finally {
      archive.close();
    }
  });

  it('calls an entry that does not unpack to its declared size unreadable', async () => {
    const file = await zip({ 'a.txt': 'y'.repeat(5000) });
    // Lower the size the central directory declares (4 bytes at offset 24 of its header).
    const directory = Buffer.from(file).lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'));
    new DataView(file.buffer, file.byteOffset).setUint32(directory + 24, 100, true);
    const archive = await openZip(bufferSource(file), file.length);
    try {
      for await (const entry of archive.entries()) {
        await expect(text(archive.contents(entry))).rejects.toThrow(UnreadableFileError);
      }
    } finally {
      archive.close();
    }
  });
});
