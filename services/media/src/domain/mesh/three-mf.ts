import type { MeshAnalysis } from '@pitstop/contracts';
import { UnreadableFileError } from '../errors.js';
import type { RandomAccessSource } from '../random-access.js';
import { openZip, type ZipArchive, type ZipEntry } from '../zip-reader.js';
import { AnalysisBudget } from './analysis-budget.js';
import { MeshStats } from './mesh-stats.js';
import { badNumber, isSpace, latin1, parseDecimal, parseInteger } from './text-scan.js';
import {
  TriangleBatch,
  completeTriangle,
  flushTriangles,
  type TriangleSink,
} from './triangle-sink.js';

const ROOT_MODEL = '3d/3dmodel.model';
/** A tag longer than this is no mesh element: the file is not what it claims. */
const MAX_TAG_BYTES = 1024 * 1024;
/** 3MF's units, in millimetres. */
const UNITS: Record<string, number> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};

/** Measures the meshes of a 3MF file, read from its zip by ranges. */
export async function analyse3mf(source: RandomAccessSource, size: number): Promise<MeshAnalysis> {
  const stats = new MeshStats();
  await read3mf(source, size, stats);
  return stats.result();
}

/**
 * Hands every triangle of a 3MF file to `sink`: the root model part's meshes, then those of
 * the parts its components name (the production extension: slicers keep each object in a part
 * of its own). Each mesh is counted once, where it is defined: build items and components only
 * place and repeat meshes, and their transforms are not applied. The bytes the parts unpack to,
 * and the vertices a mesh holds, count against the budget as they stream (the triangles are
 * counted by whoever wraps `sink`).
 */
export async function read3mf(
  source: RandomAccessSource,
  size: number,
  sink: TriangleSink,
  budget = new AnalysisBudget(),
): Promise<void> {
  const zip = await openZip(source, size);
  try {
    const parts = new Map<string, ZipEntry>();
    let relationships: ZipEntry | undefined;
    for await (const entry of zip.entries()) {
      const name = partName(entry.fileName);
      if (name.endsWith('.model')) parts.set(name, entry);
      else if (name === '_rels/.rels') relationships = entry;
    }
    const rootName = parts.has(ROOT_MODEL)
      ? ROOT_MODEL
      : relationships && (await startPart(zip, relationships, budget));
    const root = rootName ? parts.get(rootName) : undefined;
    if (!root) {
      throw new UnreadableFileError('This 3MF file holds no 3D model (3D/3dmodel.model).');
    }
    const batch = new TriangleBatch();
    const referenced = await readModelPart(zip, root, sink, batch, budget);
    for (const path of referenced) {
      const part = parts.get(partName(path));
      if (!part) {
        throw new UnreadableFileError(`This 3MF file refers to a part it does not hold (${path}).`);
      }
      if (part !== root) await readModelPart(zip, part, sink, batch, budget);
    }
    flushTriangles(batch, sink);
  } finally {
    zip.close();
  }
}

function partName(path: string): string {
  return path.replace(/^\/+/, '').toLowerCase();
}

/** The start part named by the package relationships, when it is not at the usual place. */
async function startPart(
  zip: ZipArchive,
  relationships: ZipEntry,
  budget: AnalysisBudget,
): Promise<string | undefined> {
  if (relationships.uncompressedSize > MAX_TAG_BYTES) return undefined;
  const bytes: Uint8Array[] = [];
  for await (const chunk of zip.contents(relationships)) {
    budget.addInflated(chunk.length);
    bytes.push(chunk);
  }
  const text = new TextDecoder().decode(Buffer.concat(bytes));
  for (const tag of text.match(/<Relationship\b[^>]*>/g) ?? []) {
    if (!/Type\s*=\s*["'][^"']*\/3dmodel["']/.test(tag)) continue;
    const target = /Target\s*=\s*["']([^"']+)["']/.exec(tag);
    if (target) return partName(decodeEntities(target[1]!));
  }
  return undefined;
}

/** Streams one model part through the scanner; returns the parts its components name. */
async function readModelPart(
  zip: ZipArchive,
  entry: ZipEntry,
  sink: TriangleSink,
  batch: TriangleBatch,
  budget: AnalysisBudget,
): Promise<Set<string>> {
  const scanner = new ModelScanner(sink, batch, budget);
  let work = new Uint8Array(256 * 1024);
  let have = 0;
  for await (const chunk of zip.contents(entry)) {
    // Counted as the entry inflates: a zip bomb stops here, a chunk past the budget.
    budget.addInflated(chunk.length);
    if (have + chunk.length > work.length) {
      const grown = new Uint8Array(Math.max(have + chunk.length, work.length * 2));
      grown.set(work.subarray(0, have));
      work = grown;
    }
    work.set(chunk, have);
    have += chunk.length;
    const used = scanner.scan(work, have);
    work.copyWithin(0, used, have);
    have -= used;
    if (have > MAX_TAG_BYTES) {
      throw new UnreadableFileError(`The 3MF model ${entry.fileName} has a tag longer than 1 MB.`);
    }
  }
  if (scanner.scan(work, have) < have) {
    throw new UnreadableFileError(`The 3MF model ${entry.fileName} is cut short inside a tag.`);
  }
  return scanner.referenced;
}

/** Elements the scanner acts on, by local name (namespace prefixes are ignored). */
enum Element {
  Other,
  Model,
  Mesh,
  Vertex,
  Triangle,
  Component,
}

/**
 * A streaming scanner for the few elements of a 3MF model that make its shape: no DOM, no
 * strings per element. `<mesh>` starts a list of `<vertex x y z>` (numbered from 0 within the
 * mesh) and `<triangle v1 v2 v3>` referring to them. Vertices outside a mesh (the slice
 * extension's outlines) are not the shape and are skipped.
 */
class ModelScanner {
  readonly referenced = new Set<string>();
  private scale = 1;
  private inMesh = false;
  private positions = new Float32Array(3 * 4096);
  private vertices = 0;
  private readonly values = new Float64Array(3);
  private seen = 0;

  constructor(
    private readonly sink: TriangleSink,
    private readonly batch: TriangleBatch,
    private readonly budget: AnalysisBudget,
  ) {}

  /** Reads the complete tags in bytes [0, end); returns where the first incomplete one starts. */
  scan(b: Uint8Array, end: number): number {
    let i = 0;
    for (;;) {
      const open = b.indexOf(0x3c, i);
      if (open < 0 || open >= end) return end;
      const next =
        b[open + 1] === 0x21 ? this.skipDeclaration(b, open, end) : this.tag(b, open, end);
      if (next < 0) return open;
      i = next;
    }
  }

  /** Comments, CDATA and DOCTYPE: nothing of the shape is in them. */
  private skipDeclaration(b: Uint8Array, open: number, end: number): number {
    const terminator = startsWith(b, open, end, '<!--')
      ? '-->'
      : startsWith(b, open, end, '<![CDATA[')
        ? ']]>'
        : '>';
    if (open + 9 > end && terminator === '>') return -1;
    for (let i = open + 2; i + terminator.length <= end; i++) {
      if (startsWith(b, i, end, terminator)) return i + terminator.length;
    }
    return -1;
  }

  /** One tag from `<` to `>`; -1 when it is not complete in this run. */
  private tag(b: Uint8Array, open: number, end: number): number {
    let i = open + 1;
    const closing = b[i] === 0x2f;
    if (closing) i++;
    const nameStart = i;
    let localStart = i;
    while (i < end && !isSpace(b[i]) && b[i] !== 0x3e && b[i] !== 0x2f) {
      if (b[i] === 0x3a) localStart = i + 1;
      i++;
    }
    if (i >= end) return -1;
    const element = nameStart === localStart ? elementOf(b, localStart, i) : Element.Other;
    if (closing) {
      if (element === Element.Mesh) this.inMesh = false;
      const close = b.indexOf(0x3e, i);
      return close < 0 || close >= end ? -1 : close + 1;
    }
    this.seen = 0;
    for (;;) {
      while (i < end && isSpace(b[i])) i++;
      if (i >= end) return -1;
      const c = b[i];
      if (c === 0x3e) {
        this.element(element, b[i - 1] === 0x2f);
        return i + 1;
      }
      if (c === 0x2f || c === 0x3f) {
        i++;
        continue;
      }
      // name = "value" (or 'value')
      const attrStart = i;
      let attrLocal = i;
      while (i < end && b[i] !== 0x3d && b[i] !== 0x3e && !isSpace(b[i])) {
        if (b[i] === 0x3a) attrLocal = i + 1;
        i++;
      }
      const attrEnd = i;
      while (i < end && isSpace(b[i])) i++;
      if (i >= end) return -1;
      if (b[i] !== 0x3d) throw this.malformed();
      i++;
      while (i < end && isSpace(b[i])) i++;
      if (i >= end) return -1;
      const quote = b[i];
      if (quote !== 0x22 && quote !== 0x27) throw this.malformed();
      const valueStart = i + 1;
      const valueEnd = b.indexOf(quote, valueStart);
      if (valueEnd < 0 || valueEnd >= end) return -1;
      if (element !== Element.Other) {
        this.attribute(element, b, attrStart, attrLocal, attrEnd, valueStart, valueEnd);
      }
      i = valueEnd + 1;
    }
  }

  private attribute(
    element: Element,
    b: Uint8Array,
    nameStart: number,
    localStart: number,
    nameEnd: number,
    start: number,
    end: number,
  ): void {
    const length = nameEnd - nameStart;
    const first = b[nameStart];
    if (element === Element.Vertex) {
      if (length !== 1 || first < 0x78 || first > 0x7a) return;
      const value = parseDecimal(b, start, end);
      if (value !== value)
        throw new UnreadableFileError(badNumber('A vertex of the 3MF model', b, start, end));
      this.values[first - 0x78] = value;
      this.seen |= 1 << (first - 0x78);
    } else if (element === Element.Triangle) {
      if (length !== 2 || first !== 0x76 || b[nameStart + 1] < 0x31 || b[nameStart + 1] > 0x33)
        return;
      const k = b[nameStart + 1] - 0x31;
      const index = parseInteger(b, start, end);
      if (!(index >= 0 && index < this.vertices)) {
        throw new UnreadableFileError(
          `A triangle of the 3MF model uses vertex ${latin1(b, start, end)}, which its mesh does not have.`,
        );
      }
      this.values[k] = index;
      this.seen |= 1 << k;
    } else if (element === Element.Model) {
      if (latin1(b, nameStart, nameEnd) !== 'unit') return;
      const unit = latin1(b, start, end);
      const scale = UNITS[unit];
      if (scale === undefined) {
        throw new UnreadableFileError(
          `The 3MF model is in a unit it does not name rightly (${unit}).`,
        );
      }
      this.scale = scale;
    } else if (element === Element.Component) {
      // The production extension's p:path: the part holding the component's object.
      if (localStart === nameStart || latin1(b, localStart, nameEnd) !== 'path') return;
      this.referenced.add(decodeEntities(new TextDecoder().decode(b.subarray(start, end))));
    }
  }

  private element(element: Element, selfClosing: boolean): void {
    if (element === Element.Mesh) {
      this.inMesh = !selfClosing;
      this.vertices = 0;
    } else if (element === Element.Vertex && this.inMesh) {
      if (this.seen !== 7)
        throw new UnreadableFileError('A vertex of the 3MF model lacks x, y or z.');
      if (this.vertices * 3 === this.positions.length) {
        this.budget.holdVertices(this.vertices + 1);
        const grown = new Float32Array(this.positions.length * 2);
        grown.set(this.positions);
        this.positions = grown;
      }
      const at = this.vertices * 3;
      this.positions[at] = this.values[0] * this.scale;
      this.positions[at + 1] = this.values[1] * this.scale;
      this.positions[at + 2] = this.values[2] * this.scale;
      this.vertices++;
    } else if (element === Element.Triangle && this.inMesh) {
      if (this.seen !== 7) {
        throw new UnreadableFileError('A triangle of the 3MF model lacks v1, v2 or v3.');
      }
      const batch = this.batch;
      const xyz = batch.xyz;
      const p = this.positions;
      for (let k = 0; k < 3; k++) {
        const from = this.values[k] * 3;
        const to = batch.length * 9 + k * 3;
        xyz[to] = p[from];
        xyz[to + 1] = p[from + 1];
        xyz[to + 2] = p[from + 2];
      }
      completeTriangle(batch, this.sink);
    }
  }

  private malformed(): UnreadableFileError {
    return new UnreadableFileError('The 3MF model is not well-formed XML.');
  }
}

function elementOf(b: Uint8Array, start: number, end: number): Element {
  switch (end - start) {
    case 4:
      return startsWith(b, start, end, 'mesh') ? Element.Mesh : Element.Other;
    case 5:
      return startsWith(b, start, end, 'model') ? Element.Model : Element.Other;
    case 6:
      return startsWith(b, start, end, 'vertex') ? Element.Vertex : Element.Other;
    case 8:
      return startsWith(b, start, end, 'triangle') ? Element.Triangle : Element.Other;
    case 9:
      return startsWith(b, start, end, 'component') ? Element.Component : Element.Other;
    default:
      return Element.Other;
  }
}

function startsWith(b: Uint8Array, at: number, end: number, text: string): boolean {
  if (at + text.length > end) return false;
  for (let k = 0; k < text.length; k++) if (b[at + k] !== text.charCodeAt(k)) return false;
  return true;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower]!;
  });
}
