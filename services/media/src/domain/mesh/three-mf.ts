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
 * Hands every triangle of a 3MF file to `sink` as it is printed: each mesh once per placement
 * (a build item, through the components of the objects it names, each with its transform), so
 * a part the build places four times counts four times, where the build puts it. The root
 * model part is read twice: first for its build and components (the build comes after the
 * meshes), then for the meshes, followed by the parts its components name (the production
 * extension: slicers keep each object in a part of its own). A file whose build places nothing
 * counts each mesh once, where it is defined. The bytes the parts unpack to (each reading),
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
    const layout = new ModelScanner(rootName!, null, new TriangleBatch(), budget, null);
    await readModelPart(zip, root, layout, budget);
    const placements = placementsOf(rootName!, layout);
    const batch = new TriangleBatch();
    const meshes = new ModelScanner(rootName!, sink, batch, budget, placements);
    await readModelPart(zip, root, meshes, budget);
    for (const path of meshes.referenced) {
      const part = parts.get(partName(path));
      if (!part) {
        throw new UnreadableFileError(`This 3MF file refers to a part it does not hold (${path}).`);
      }
      if (part === root) continue;
      const scanner = new ModelScanner(partName(path), sink, batch, budget, placements);
      await readModelPart(zip, part, scanner, budget);
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

/** Streams one model part through the scanner. */
async function readModelPart(
  zip: ZipArchive,
  entry: ZipEntry,
  scanner: ModelScanner,
  budget: AnalysisBudget,
): Promise<void> {
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
}

/**
 * A 3MF affine transform as its 12 numbers, row-vector convention (p' = [x y z 1] · M): the
 * 3×3 part row by row (m00 m01 m02 m10 … m22), then the translation (m30 m31 m32).
 */
type Transform = Float64Array;

const IDENTITY: Transform = Float64Array.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);
/** Components nest objects; a file that nests deeper than this (or in a cycle) is refused. */
const MAX_NESTING = 16;
/** Placements of all meshes together: each costs a pass over its mesh's triangles. */
const MAX_PLACEMENTS = 10_000;

/** `first` then `second`: p · first · second. */
function compose(first: Transform, second: Transform): Transform {
  const out = new Float64Array(12);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 3; c++) {
      let sum = r === 3 ? second[9 + c]! : 0;
      for (let k = 0; k < 3; k++) sum += first[r * 3 + k]! * second[k * 3 + c]!;
      out[r * 3 + c] = sum;
    }
  }
  return out;
}

function determinant(m: Transform): number {
  return (
    m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) -
    m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) +
    m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!)
  );
}

/** An object as a build item or a component names it: in which part, which id, placed how. */
interface ObjectRef {
  part: string;
  objectId: string;
  transform: Transform;
}

const objectKey = (part: string, objectId: string) => `${part}#${objectId}`;

/**
 * Where each mesh is printed, by part and object id: one transform per placement, in
 * millimetres. Null when the build places nothing (each mesh then counts once, as defined).
 * Components are followed through the root part's objects; an object of another part is a
 * mesh (what slicers write).
 */
function placementsOf(rootName: string, layout: ModelScanner): Map<string, Transform[]> | null {
  if (layout.items.length === 0) return null;
  const placements = new Map<string, Transform[]>();
  let count = 0;
  const place = (ref: ObjectRef, transform: Transform, depth: number): void => {
    if (depth > MAX_NESTING) {
      throw new UnreadableFileError('The 3MF model nests its components too deep (or in a loop).');
    }
    const components = ref.part === rootName ? layout.components.get(ref.objectId) : undefined;
    if (components) {
      for (const component of components) {
        place(component, compose(component.transform, transform), depth + 1);
      }
      return;
    }
    if (++count > MAX_PLACEMENTS) {
      throw new UnreadableFileError(
        `The 3MF model places its parts more than ${MAX_PLACEMENTS.toLocaleString('en-US')} times.`,
      );
    }
    const key = objectKey(ref.part, ref.objectId);
    const list = placements.get(key) ?? [];
    list.push(transform);
    placements.set(key, list);
  };
  for (const item of layout.items) place(item, item.transform, 0);
  return placements;
}

/** Elements the scanner acts on, by local name (namespace prefixes are ignored). */
enum Element {
  Other,
  Model,
  Mesh,
  Vertex,
  Triangle,
  Component,
  Object,
  Item,
}

/**
 * A streaming scanner for the few elements of a 3MF model that make its shape: no DOM, no
 * strings per element. `<mesh>` starts a list of `<vertex x y z>` (numbered from 0 within the
 * mesh) and `<triangle v1 v2 v3>` referring to them. Vertices outside a mesh (the slice
 * extension's outlines) are not the shape and are skipped.
 *
 * Without a sink it reads the layout instead (objects' components, the build's items) and
 * skips the meshes; with one, each triangle goes to it once per placement of its object.
 */
class ModelScanner {
  readonly referenced = new Set<string>();
  /** The layout: components by the id of the object holding them, and the build's items. */
  readonly components = new Map<string, ObjectRef[]>();
  readonly items: ObjectRef[] = [];
  private scale = 1;
  private inMesh = false;
  private positions = new Float32Array(3 * 4096);
  private vertices = 0;
  private readonly values = new Float64Array(3);
  private seen = 0;
  private objectId = '';
  /** The current `<component>` or `<item>`'s attributes. */
  private refObject = '';
  private refPath: string | null = null;
  private refTransform: Transform = IDENTITY;
  /** Where the current mesh is printed (the identity, once, when the build places nothing). */
  private transforms: Transform[] = [IDENTITY];

  constructor(
    private readonly part: string,
    private readonly sink: TriangleSink | null,
    private readonly batch: TriangleBatch,
    private readonly budget: AnalysisBudget,
    private readonly placements: Map<string, Transform[]> | null,
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
    let element = nameStart === localStart ? elementOf(b, localStart, i) : Element.Other;
    // Reading the layout: the meshes' contents are of no use yet.
    if (!this.sink && (element === Element.Vertex || element === Element.Triangle))
      element = Element.Other;
    if (closing) {
      if (element === Element.Mesh) this.inMesh = false;
      const close = b.indexOf(0x3e, i);
      return close < 0 || close >= end ? -1 : close + 1;
    }
    this.seen = 0;
    this.refObject = '';
    this.refPath = null;
    this.refTransform = IDENTITY;
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
    } else if (element === Element.Object) {
      if (localStart === nameStart && latin1(b, nameStart, nameEnd) === 'id')
        this.objectId = latin1(b, start, end).trim();
    } else if (element === Element.Component || element === Element.Item) {
      const name = latin1(b, localStart, nameEnd);
      if (localStart !== nameStart) {
        // The production extension's p:path: the part holding the object.
        if (name !== 'path') return;
        const path = decodeEntities(new TextDecoder().decode(b.subarray(start, end)));
        this.referenced.add(path);
        this.refPath = partName(path);
      } else if (name === 'objectid') this.refObject = latin1(b, start, end).trim();
      else if (name === 'transform') this.refTransform = this.transform(b, start, end);
    }
  }

  /** A transform attribute's 12 numbers, its translation in millimetres. */
  private transform(b: Uint8Array, start: number, end: number): Transform {
    const numbers = latin1(b, start, end).trim().split(/\s+/).map(Number);
    if (numbers.length !== 12 || !numbers.every(Number.isFinite)) {
      throw new UnreadableFileError(
        `A transform of the 3MF model is not 12 numbers (${latin1(b, start, end)}).`,
      );
    }
    const m = Float64Array.from(numbers);
    for (let k = 9; k < 12; k++) m[k] = m[k]! * this.scale;
    return m;
  }

  private element(element: Element, selfClosing: boolean): void {
    if (element === Element.Mesh) {
      this.inMesh = !selfClosing;
      this.vertices = 0;
      if (this.placements)
        this.transforms = this.placements.get(objectKey(this.part, this.objectId)) ?? [];
    } else if (element === Element.Component || element === Element.Item) {
      if (this.sink) return;
      if (!this.refObject) {
        throw new UnreadableFileError(
          `A ${Element[element].toLowerCase()} of the 3MF model lacks its objectid.`,
        );
      }
      const ref = {
        part: this.refPath ?? this.part,
        objectId: this.refObject,
        transform: this.refTransform,
      };
      if (element === Element.Item) this.items.push(ref);
      else {
        const list = this.components.get(this.objectId) ?? [];
        list.push(ref);
        this.components.set(this.objectId, list);
      }
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
      for (const transform of this.transforms) this.emit(transform);
    }
  }

  /** The current triangle, placed by `m` (a mirroring placement keeps it facing outwards). */
  private emit(m: Transform): void {
    const batch = this.batch;
    const xyz = batch.xyz;
    const p = this.positions;
    const identity = m === IDENTITY;
    const mirrored = !identity && determinant(m) < 0;
    for (let k = 0; k < 3; k++) {
      const from = this.values[mirrored ? 2 - k : k] * 3;
      const to = batch.length * 9 + k * 3;
      const x = p[from];
      const y = p[from + 1];
      const z = p[from + 2];
      if (identity) {
        xyz[to] = x;
        xyz[to + 1] = y;
        xyz[to + 2] = z;
      } else {
        xyz[to] = x * m[0] + y * m[3] + z * m[6] + m[9];
        xyz[to + 1] = x * m[1] + y * m[4] + z * m[7] + m[10];
        xyz[to + 2] = x * m[2] + y * m[5] + z * m[8] + m[11];
      }
    }
    completeTriangle(batch, this.sink!);
  }

  private malformed(): UnreadableFileError {
    return new UnreadableFileError('The 3MF model is not well-formed XML.');
  }
}

function elementOf(b: Uint8Array, start: number, end: number): Element {
  switch (end - start) {
    case 4:
      return startsWith(b, start, end, 'mesh')
        ? Element.Mesh
        : startsWith(b, start, end, 'item')
          ? Element.Item
          : Element.Other;
    case 5:
      return startsWith(b, start, end, 'model') ? Element.Model : Element.Other;
    case 6:
      return startsWith(b, start, end, 'vertex')
        ? Element.Vertex
        : startsWith(b, start, end, 'object')
          ? Element.Object
          : Element.Other;
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
