import type { MeshAnalysis } from '@pitstop/contracts';
import { UnreadableFileError } from '../errors.js';
import { isBinaryStl, looksLikeText, startsLikeAsciiStl, textStart } from '../file-type.js';
import { MeshStats } from './mesh-stats.js';
import { badNumber, isSpace, isWord, parseDecimal, quote, scanRuns } from './text-scan.js';
import {
  TriangleBatch,
  completeTriangle,
  flushTriangles,
  type TriangleSink,
} from './triangle-sink.js';

const HEADER_BYTES = 84;
const TRIANGLE_BYTES = 50;
/** Enough of the start to tell ASCII from binary: a binary file shows non-text bytes by then. */
const HEAD_BYTES = 512;

/** Measures an STL file (binary or ASCII) as its bytes stream past, chunk by chunk. */
export async function analyseStl(
  chunks: AsyncIterable<Uint8Array>,
  totalSize: number,
): Promise<MeshAnalysis> {
  const stats = new MeshStats();
  await readStl(chunks, totalSize, stats);
  return stats.result();
}

/** Hands every triangle of an STL file to `sink`; throws UnreadableFileError on a bad file. */
export async function readStl(
  chunks: AsyncIterable<Uint8Array>,
  totalSize: number,
  sink: TriangleSink,
): Promise<void> {
  const source = chunks[Symbol.asyncIterator]();
  try {
    const parts: Uint8Array[] = [];
    let have = 0;
    while (have < HEAD_BYTES) {
      const next = await source.next();
      if (next.done) break;
      parts.push(next.value);
      have += next.value.length;
    }
    const head = parts.length === 1 ? parts[0]! : concat(parts, have);
    const rest = prepend(head, source);
    if (!isBinaryStl(head, totalSize) && looksLikeAsciiStl(head)) {
      await readAsciiStl(rest, sink);
    } else {
      await readBinaryStl(rest, head, totalSize, sink);
    }
  } finally {
    // Releases the underlying stream when reading stopped early (a bad file).
    await source.return?.();
  }
}

function looksLikeAsciiStl(head: Uint8Array): boolean {
  if (!startsLikeAsciiStl(head, textStart(head))) return false;
  // Binary headers may start with "solid" too, but their triangles are not text.
  return looksLikeText(head.subarray(0, HEAD_BYTES));
}

async function readBinaryStl(
  chunks: AsyncIterable<Uint8Array>,
  head: Uint8Array,
  totalSize: number,
  sink: TriangleSink,
): Promise<void> {
  if (head.length < HEADER_BYTES) {
    throw new UnreadableFileError(
      `The file is too short to be an STL file (${Math.min(head.length, totalSize)} bytes).`,
    );
  }
  const count = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true);
  const expected = HEADER_BYTES + TRIANGLE_BYTES * count;
  if (totalSize < expected) {
    throw new UnreadableFileError(
      `The STL file is cut short: its header announces ${count} triangles (${expected} bytes), ` +
        `but the file has ${totalSize} bytes.`,
    );
  }
  if (totalSize > expected) {
    throw new UnreadableFileError(
      `This is not a readable STL file: ${totalSize} bytes, where a binary STL with the ` +
        `${count} triangles its header announces has ${expected}.`,
    );
  }
  sink.expect?.(count);
  const batch = new TriangleBatch();
  // A triangle split between two chunks is put together here.
  const carry = new Uint8Array(TRIANGLE_BYTES);
  const carryView = new DataView(carry.buffer);
  let carried = 0;
  let skip = HEADER_BYTES;
  let done = 0;
  for await (const chunk of chunks) {
    let p = Math.min(skip, chunk.length);
    skip -= p;
    if (carried > 0 && p < chunk.length) {
      const n = Math.min(TRIANGLE_BYTES - carried, chunk.length - p);
      carry.set(chunk.subarray(p, p + n), carried);
      carried += n;
      p += n;
      if (carried === TRIANGLE_BYTES) {
        decodeTriangles(carryView, 0, 1, batch, sink);
        done++;
        carried = 0;
      }
    }
    const whole = Math.min(Math.floor((chunk.length - p) / TRIANGLE_BYTES), count - done);
    if (whole > 0) {
      const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      decodeTriangles(view, p, whole, batch, sink);
      done += whole;
      p += whole * TRIANGLE_BYTES;
    }
    if (done === count) {
      flushTriangles(batch, sink);
      return;
    }
    if (p < chunk.length) {
      carry.set(chunk.subarray(p), carried);
      carried += chunk.length - p;
    }
  }
  throw new UnreadableFileError(
    `The STL file is cut short: only ${done} of the ${count} triangles its header announces arrived.`,
  );
}

/** Triangles are a normal (ignored: it is recomputed where needed), 3 corners, 2 spare bytes. */
function decodeTriangles(
  view: DataView,
  offset: number,
  count: number,
  batch: TriangleBatch,
  sink: TriangleSink,
): void {
  const bits = batch.bits;
  for (let t = 0, p = offset + 12; t < count; t++, p += TRIANGLE_BYTES) {
    const o = batch.length * 9;
    bits[o] = view.getInt32(p, true);
    bits[o + 1] = view.getInt32(p + 4, true);
    bits[o + 2] = view.getInt32(p + 8, true);
    bits[o + 3] = view.getInt32(p + 12, true);
    bits[o + 4] = view.getInt32(p + 16, true);
    bits[o + 5] = view.getInt32(p + 20, true);
    bits[o + 6] = view.getInt32(p + 24, true);
    bits[o + 7] = view.getInt32(p + 28, true);
    bits[o + 8] = view.getInt32(p + 32, true);
    completeTriangle(batch, sink);
  }
}

/** Where the ASCII grammar stands: what the next word must be. */
enum Expect {
  Solid,
  FacetOrEnd,
  NormalOrOuter,
  NormalValue,
  Outer,
  Loop,
  VertexOrEndloop,
  Coordinate,
  Endfacet,
  SolidOrNothing,
  Nothing,
}

/**
 * solid name / facet normal n n n / outer loop / vertex x y z (×3) / endloop / endfacet ... /
 * endsolid name. Words are separated by any blank; names run to the end of their line.
 */
class AsciiStlReader {
  private expect = Expect.Solid;
  private line = 1;
  private skipLine = false;
  private counted = 0;
  private corner = 0;
  private triangles = 0;
  private readonly batch = new TriangleBatch();

  constructor(private readonly sink: TriangleSink) {}

  scan = (b: Uint8Array, end: number): void => {
    let i = 0;
    while (i < end) {
      if (this.skipLine) {
        const newline = b.indexOf(0x0a, i);
        if (newline < 0 || newline >= end) return;
        this.skipLine = false;
        i = newline;
        continue;
      }
      const c = b[i];
      if (isSpace(c)) {
        if (c === 0x0a) this.line++;
        i++;
        continue;
      }
      let j = i + 1;
      while (j < end && !isSpace(b[j])) j++;
      this.word(b, i, j);
      i = j;
    }
  };

  finish(): void {
    flushTriangles(this.batch, this.sink);
    if (this.expect === Expect.SolidOrNothing || this.expect === Expect.Nothing) return;
    if (this.expect === Expect.Solid) throw new UnreadableFileError('The STL file is empty.');
    throw new UnreadableFileError(
      this.expect === Expect.FacetOrEnd
        ? `The ASCII STL file ends without "endsolid" after ${this.triangles} triangles: it is cut short.`
        : `The ASCII STL file ends inside a facet at line ${this.line}: it is cut short.`,
    );
  }

  private word(b: Uint8Array, start: number, end: number): void {
    switch (this.expect) {
      case Expect.Solid:
      case Expect.SolidOrNothing:
        if (isWord(b, start, end, 'solid')) {
          this.skipLine = true;
          this.expect = Expect.FacetOrEnd;
        } else if (this.expect === Expect.Solid) {
          this.fail('"solid"', b, start, end);
        } else {
          // Exporters leave padding or notes after the last solid; none of it is geometry.
          this.expect = Expect.Nothing;
        }
        return;
      case Expect.FacetOrEnd:
        if (isWord(b, start, end, 'facet')) this.expect = Expect.NormalOrOuter;
        else if (isWord(b, start, end, 'endsolid')) {
          this.skipLine = true;
          this.expect = Expect.SolidOrNothing;
        } else this.fail('"facet" or "endsolid"', b, start, end);
        return;
      case Expect.NormalOrOuter:
        if (isWord(b, start, end, 'normal')) {
          this.expect = Expect.NormalValue;
          this.counted = 0;
        } else if (isWord(b, start, end, 'outer')) this.expect = Expect.Loop;
        else this.fail('"normal"', b, start, end);
        return;
      case Expect.NormalValue:
        // Normals are recomputed where needed; exporters write "nan" for degenerate facets.
        if (++this.counted === 3) this.expect = Expect.Outer;
        return;
      case Expect.Outer:
        if (isWord(b, start, end, 'outer')) this.expect = Expect.Loop;
        else this.fail('"outer loop"', b, start, end);
        return;
      case Expect.Loop:
        if (isWord(b, start, end, 'loop')) {
          this.expect = Expect.VertexOrEndloop;
          this.corner = 0;
        } else this.fail('"loop"', b, start, end);
        return;
      case Expect.VertexOrEndloop:
        if (this.corner < 3 && isWord(b, start, end, 'vertex')) {
          this.expect = Expect.Coordinate;
          this.counted = 0;
        } else if (this.corner === 3 && isWord(b, start, end, 'endloop')) {
          this.expect = Expect.Endfacet;
        } else this.fail(this.corner < 3 ? '"vertex"' : '"endloop"', b, start, end);
        return;
      case Expect.Coordinate: {
        const value = parseDecimal(b, start, end);
        if (value !== value) this.notANumber(b, start, end);
        this.batch.xyz[this.batch.length * 9 + this.corner * 3 + this.counted] = value;
        if (++this.counted === 3) {
          this.corner++;
          this.expect = Expect.VertexOrEndloop;
        }
        return;
      }
      case Expect.Endfacet:
        if (!isWord(b, start, end, 'endfacet')) this.fail('"endfacet"', b, start, end);
        this.triangles++;
        completeTriangle(this.batch, this.sink);
        this.expect = Expect.FacetOrEnd;
        return;
      case Expect.Nothing:
        return;
    }
  }

  private fail(expected: string, b: Uint8Array, start: number, end: number): never {
    throw new UnreadableFileError(
      `The ASCII STL file is not well formed: line ${this.line} has ${quote(b, start, end)} ` +
        `where ${expected} should be.`,
    );
  }

  private notANumber(b: Uint8Array, start: number, end: number): never {
    throw new UnreadableFileError(
      badNumber(`Line ${this.line} of the ASCII STL file`, b, start, end),
    );
  }
}

async function readAsciiStl(chunks: AsyncIterable<Uint8Array>, sink: TriangleSink): Promise<void> {
  const reader = new AsciiStlReader(sink);
  await scanRuns(chunks, 'words', reader.scan);
  reader.finish();
}

async function* prepend(
  head: Uint8Array,
  rest: AsyncIterator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (head.length > 0) yield head;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
