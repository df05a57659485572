import { UnreadableFileError, ZipRefusedError } from './errors.js';
import type { RandomAccessSource } from './random-access.js';

export interface ZipLimits {
  /** Refused when the entries' total size exceeds this many times the archive's. */
  maxRatio: number;
  maxUncompressedBytes: number;
  maxEntries: number;
}

export interface ZipSummary {
  entries: number;
  uncompressedBytes: number;
  /** A 3MF's model part (3D/3dmodel.model) is there. */
  has3mfModel: boolean;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const MAX_COMMENT = 0xffff;

/**
 * Reads a zip's (or 3MF's) central directory by ranges (its end only, never the entries) and
 * refuses archives that would expand past the limits: a zip bomb is caught before anything
 * unpacks it. The sizes are the archive's own claims; whoever unpacks later stops at them too.
 */
export async function inspectZip(
  source: RandomAccessSource,
  size: number,
  limits: ZipLimits,
): Promise<ZipSummary> {
  const tailLength = Math.min(size, 22 + MAX_COMMENT);
  const tail = await source.read(size - tailLength, tailLength);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (view.getUint32(i, true) === EOCD) {
      at = i;
      break;
    }
  if (at < 0)
    throw new UnreadableFileError('it is not a complete ZIP archive (no directory at its end)');
  let entries = view.getUint16(at + 10, true);
  let directorySize = view.getUint32(at + 12, true);
  let directoryOffset = view.getUint32(at + 16, true);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff)
    ({ entries, directorySize, directoryOffset } = await zip64Directory(
      source,
      size - tailLength + at,
    ));
  if (entries > limits.maxEntries)
    throw new ZipRefusedError(`it holds ${entries} entries, more than ${limits.maxEntries}`);
  if (directoryOffset + directorySize > size)
    throw new UnreadableFileError('its directory points past its end');

  const directory = await source.read(directoryOffset, directorySize);
  const dir = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  let total = 0;
  let has3mfModel = false;
  let p = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > directory.length || dir.getUint32(p, true) !== CENTRAL)
      throw new UnreadableFileError('its directory is damaged');
    let uncompressed = dir.getUint32(p + 24, true);
    const nameLength = dir.getUint16(p + 28, true);
    const extraLength = dir.getUint16(p + 30, true);
    const commentLength = dir.getUint16(p + 32, true);
    const name = new TextDecoder().decode(directory.subarray(p + 46, p + 46 + nameLength));
    if (uncompressed === 0xffffffff)
      uncompressed = zip64Size(dir, p + 46 + nameLength, extraLength);
    total += uncompressed;
    if (name.toLowerCase() === '3d/3dmodel.model') has3mfModel = true;
    if (total > limits.maxUncompressedBytes)
      throw new ZipRefusedError(
        `it would unpack to more than ${limits.maxUncompressedBytes} bytes`,
      );
    p += 46 + nameLength + extraLength + commentLength;
  }
  if (total > Math.max(size, 1) * limits.maxRatio)
    throw new ZipRefusedError(
      `it would unpack to ${Math.round(total / Math.max(size, 1))} times its own size (at most ${limits.maxRatio})`,
    );
  return { entries, uncompressedBytes: total, has3mfModel };
}

async function zip64Directory(source: RandomAccessSource, eocdAt: number) {
  const locator = await source.read(eocdAt - 20, 20);
  const lv = new DataView(locator.buffer, locator.byteOffset, locator.byteLength);
  if (locator.length < 20 || lv.getUint32(0, true) !== 0x07064b50)
    throw new UnreadableFileError('its ZIP64 directory is missing');
  const record = await source.read(Number(lv.getBigUint64(8, true)), 56);
  const rv = new DataView(record.buffer, record.byteOffset, record.byteLength);
  if (record.length < 56 || rv.getUint32(0, true) !== 0x06064b50)
    throw new UnreadableFileError('its ZIP64 directory is damaged');
  return {
    entries: Number(rv.getBigUint64(32, true)),
    directorySize: Number(rv.getBigUint64(40, true)),
    directoryOffset: Number(rv.getBigUint64(48, true)),
  };
}

/** The real uncompressed size of an entry whose 32-bit field says 'see ZIP64'. */
function zip64Size(dir: DataView, extraAt: number, extraLength: number): number {
  for (let q = extraAt; q + 4 <= extraAt + extraLength;) {
    const id = dir.getUint16(q, true);
    const length = dir.getUint16(q + 2, true);
    if (id === 0x0001 && length >= 8) return Number(dir.getBigUint64(q + 4, true));
    q += 4 + length;
  }
  throw new UnreadableFileError('an entry of it has no size');
}
