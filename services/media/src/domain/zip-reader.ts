import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { UnreadableFileError } from './errors.js';
import type { RandomAccessSource } from './random-access.js';

/** Entry data is fetched in ranges of this size (each one S3 GET in production). */
const RANGE_BYTES = 256 * 1024;

export type ZipEntry = yauzl.Entry;

/** A zip read through its central directory, with ranged reads only. */
export interface ZipArchive {
  /** How many entries the end of the central directory announces. */
  readonly entryCount: number;
  /** The central directory's entries, read as iterated. */
  entries(): AsyncIterable<ZipEntry>;
  /** An entry's bytes, uncompressed as they stream; sizes are checked against the directory. */
  contents(entry: ZipEntry): AsyncIterable<Uint8Array>;
  close(): void;
}

/**
 * yauzl's window on our source. A failing source (storage down) is remembered, so that its
 * error reaches the caller as it is rather than as a "corrupt zip": it is worth a retry.
 */
class SourceReader extends yauzl.RandomAccessReader {
  failure: { error: unknown } | null = null;

  constructor(private readonly source: RandomAccessSource) {
    super();
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null) => void,
  ): void {
    this.fetch(position, length).then(
      (bytes) => {
        buffer.set(bytes, offset);
        callback(null);
      },
      (error: Error) => callback(error),
    );
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(this.ranges(start, end), { objectMode: false });
  }

  private async *ranges(start: number, end: number): AsyncGenerator<Buffer> {
    for (let at = start; at < end; at += RANGE_BYTES) {
      const bytes = await this.fetch(at, Math.min(RANGE_BYTES, end - at));
      yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  }

  private async fetch(offset: number, length: number): Promise<Uint8Array> {
    let bytes: Uint8Array;
    try {
      bytes = await this.source.read(offset, length);
    } catch (error) {
      this.failure ??= { error };
      throw error;
    }
    if (bytes.length !== length) throw new Error('the archive ends before its own records do');
    return bytes;
  }
}

/** Opens a zip from its end (where the central directory is); nothing else is read yet. */
export async function openZip(source: RandomAccessSource, size: number): Promise<ZipArchive> {
  const reader = new SourceReader(source);
  const zip = await unreadable(
    reader,
    yauzl.fromRandomAccessReaderPromise(reader, size, { autoClose: false }),
  );
  return {
    entryCount: zip.entryCount,
    entries: () => guardIterable(reader, zip.eachEntry()),
    contents: (entry) => ({
      [Symbol.asyncIterator]: () =>
        guardIterable(reader, streamOf(zip, reader, entry))[Symbol.asyncIterator](),
    }),
    close: () => zip.close(),
  };
}

async function* streamOf(
  zip: yauzl.ZipFile,
  reader: SourceReader,
  entry: ZipEntry,
): AsyncGenerator<Uint8Array> {
  const stream = await unreadable(reader, zip.openReadStreamPromise(entry));
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } finally {
    stream.destroy();
  }
}

/** Errors from yauzl are the archive's fault, unless the source itself failed. */
function translate(reader: SourceReader, error: unknown): unknown {
  if (reader.failure) return reader.failure.error;
  if (error instanceof UnreadableFileError) return error;
  const why = error instanceof Error ? error.message : String(error);
  return new UnreadableFileError(`This is not a readable ZIP archive (${why}).`);
}

async function unreadable<T>(reader: SourceReader, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw translate(reader, error);
  }
}

async function* guardIterable<T>(reader: SourceReader, items: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await unreadable(reader, iterator.next());
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}
