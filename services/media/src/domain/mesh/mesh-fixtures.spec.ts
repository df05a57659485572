import type { MeshAnalysis } from '@pitstop/contracts';
/**
 * Meshes and files written by hand for the media domain's specs (imported by them), with a
 * check that the fixtures are what they claim to be.
 */
import { ZipArchive } from 'archiver';
import { Readable } from 'node:stream';

export type Point = readonly [number, number, number];
export type Triangle = readonly [Point, Point, Point];

/** The quads of a cube on [0, 1]³, corners counter-clockwise seen from outside. */
const UNIT_CUBE_QUADS: readonly (readonly [Point, Point, Point, Point])[] = [
  [
    [0, 0, 0],
    [0, 1, 0],
    [1, 1, 0],
    [1, 0, 0],
  ],
  [
    [0, 0, 1],
    [1, 0, 1],
    [1, 1, 1],
    [0, 1, 1],
  ],
  [
    [0, 0, 0],
    [1, 0, 0],
    [1, 0, 1],
    [0, 0, 1],
  ],
  [
    [0, 1, 0],
    [0, 1, 1],
    [1, 1, 1],
    [1, 1, 0],
  ],
  [
    [0, 0, 0],
    [0, 0, 1],
    [0, 1, 1],
    [0, 1, 0],
  ],
  [
    [1, 0, 0],
    [1, 1, 0],
    [1, 1, 1],
    [1, 0, 1],
  ],
];

/** A cube of side `size` mm at `origin`, as quads (corners counter-clockwise from outside). */
export function cubeQuads(size = 10, origin: Point = [0, 0, 0]): Point[][] {
  return UNIT_CUBE_QUADS.map((quad) =>
    quad.map((p) => [origin[0] + p[0] * size, origin[1] + p[1] * size, origin[2] + p[2] * size]),
  ) as Point[][];
}

/** The same cube as 12 triangles. */
/** What the analysis finds in cube(): 12 triangles, 10 mm a side, 1 cm³, 6 cm², watertight. */
export const CUBE_ANALYSIS: MeshAnalysis = {
  triangles: 12,
  sizeMm: { x: 10, y: 10, z: 10 },
  volumeCm3: 1,
  surfaceAreaCm2: 6,
  watertight: true,
};

export function cube(size = 10, origin: Point = [0, 0, 0]): Triangle[] {
  return cubeQuads(size, origin).flatMap(([a, b, c, d]) => [
    [a!, b!, c!] as Triangle,
    [a!, c!, d!] as Triangle,
  ]);
}

/** A closed UV sphere: `segments` around, `rings` from pole to pole, 2·segments·(rings-1) triangles. */
export function sphere(radius: number, segments: number, rings: number): Triangle[] {
  const at = (i: number, j: number): Point => {
    if (j === 0) return [0, 0, radius];
    if (j === rings) return [0, 0, -radius];
    const theta = (Math.PI * j) / rings;
    const phi = (2 * Math.PI * (i % segments)) / segments;
    return [
      Math.fround(radius * Math.sin(theta) * Math.cos(phi)),
      Math.fround(radius * Math.sin(theta) * Math.sin(phi)),
      Math.fround(radius * Math.cos(theta)),
    ];
  };
  const triangles: Triangle[] = [];
  for (let j = 0; j < rings; j++) {
    for (let i = 0; i < segments; i++) {
      const [a, b, c, d] = [at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i + 1, j)];
      if (j !== rings - 1) triangles.push([a, b, c]);
      if (j !== 0) triangles.push([a, c, d]);
    }
  }
  return triangles;
}

/** A deterministic shuffle (the same order every run), corners rotated too. */
export function shuffled(triangles: readonly Triangle[], seed = 1): Triangle[] {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const out = triangles.map(([a, b, c]) => {
    const turn = Math.floor(random() * 3);
    return (turn === 0 ? [a, b, c] : turn === 1 ? [b, c, a] : [c, a, b]) as Triangle;
  });
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function binaryStl(triangles: readonly Triangle[], header = 'binary fixture'): Uint8Array {
  const bytes = new Uint8Array(84 + 50 * triangles.length);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(header.slice(0, 80)));
  view.setUint32(80, triangles.length, true);
  triangles.forEach((triangle, t) => {
    triangle.forEach((p, k) =>
      p.forEach((v, axis) => view.setFloat32(84 + t * 50 + 12 + k * 12 + axis * 4, v, true)),
    );
  });
  return bytes;
}

export function asciiStl(triangles: readonly Triangle[], name = 'fixture'): Uint8Array {
  const lines = [`solid ${name}`];
  for (const triangle of triangles) {
    lines.push('  facet normal 0 0 0', '    outer loop');
    for (const p of triangle)
      lines.push(`      vertex ${p.map((v) => v.toExponential(8)).join(' ')}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${name}`, '');
  return new TextEncoder().encode(lines.join('\n'));
}

/** An OBJ file of the given polygons, each corner a vertex line of its own where new. */
export function obj(polygons: readonly (readonly Point[])[]): Uint8Array {
  const numbers = new Map<string, number>();
  const lines = ['# fixture', 'o part'];
  const faces: string[] = [];
  for (const polygon of polygons) {
    const corners = polygon.map((p) => {
      const key = p.join(' ');
      if (!numbers.has(key)) {
        numbers.set(key, numbers.size + 1);
        lines.push(`v ${key}`);
      }
      return numbers.get(key)!;
    });
    faces.push(`f ${corners.join(' ')}`);
  }
  return new TextEncoder().encode([...lines, ...faces, ''].join('\n'));
}

/** A 3MF model part holding one mesh object per list of triangles. */
export function modelXml(objects: readonly (readonly Triangle[])[], unit = 'millimeter'): string {
  const parts = objects.map((triangles, o) => {
    const numbers = new Map<string, number>();
    const vertices: string[] = [];
    const faces = triangles.map((triangle) => {
      const [v1, v2, v3] = triangle.map((p) => {
        const key = p.join(',');
        if (!numbers.has(key)) {
          numbers.set(key, numbers.size);
          vertices.push(`<vertex x="${p[0]}" y="${p[1]}" z="${p[2]}" />`);
        }
        return numbers.get(key)!;
      });
      return `<triangle v1="${v1}" v2="${v2}" v3="${v3}" />`;
    });
    return (
      `<object id="${o + 1}" type="model"><mesh><vertices>${vertices.join('\n')}</vertices>` +
      `<triangles>${faces.join('\n')}</triangles></mesh></object>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<model unit="${unit}" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">` +
    `<!-- made for a test > with a bracket -->` +
    `<resources>${parts.join('')}</resources>` +
    `<build>${objects.map((_, o) => `<item objectid="${o + 1}" />`).join('')}</build></model>`
  );
}

/** A zip of the given entries (deflated), as archiver writes it. */
export async function zip(
  entries: Record<string, string | Uint8Array | (() => Readable)>,
): Promise<Uint8Array> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const parts: Buffer[] = [];
  archive.on('data', (chunk: unknown) => parts.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const [name, content] of Object.entries(entries)) {
    const body = typeof content === 'function' ? content() : Buffer.from(content);
    archive.append(body, { name });
  }
  await archive.finalize();
  await ended;
  return new Uint8Array(Buffer.concat(parts));
}

/** A 3MF package around model parts (path → XML, or a stream of it); the first is the start part. */
export function threeMf(parts: Record<string, string | (() => Readable)>): Promise<Uint8Array> {
  const start = Object.keys(parts)[0]!;
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Target="/${start}" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>`,
    ...parts,
  });
}

/**
 * A 3MF whose model is a cube followed by `megabytes` of blanks (highly compressible model XML):
 * some 1,000 times smaller on disk than unpacked, like a zip bomb.
 */
export function zipBomb3mf(megabytes: number): Promise<Uint8Array> {
  const [head, tail] = modelXml([cube()]).split('</resources>') as [string, string];
  const blanks = ' '.repeat(1024 * 1024);
  return threeMf({
    '3D/3dmodel.model': () =>
      Readable.from(
        (function* () {
          yield head;
          for (let i = 0; i < megabytes; i++) yield blanks;
          yield `</resources>${tail}`;
        })(),
      ),
  });
}

/** The bytes in chunks of `size` (the last may be shorter), as a stream would hand them over. */
export async function* chunks(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** The bytes split at the given offsets. */
export async function* split(bytes: Uint8Array, ...at: number[]): AsyncGenerator<Uint8Array> {
  let from = 0;
  for (const to of [...at, bytes.length]) {
    yield bytes.subarray(from, to);
    from = to;
  }
}

/** Six times the signed volume, computed the plain way. */
function signedVolume6(triangles: readonly Triangle[]): number {
  return triangles.reduce(
    (sum, [a, b, c]) =>
      sum +
      a[0] * (b[1] * c[2] - b[2] * c[1]) +
      a[1] * (b[2] * c[0] - b[0] * c[2]) +
      a[2] * (b[0] * c[1] - b[1] * c[0]),
    0,
  );
}

// The other specs import these fixtures: the checks run once, in this file's own suite.
if (expect.getState().testPath?.endsWith('mesh-fixtures.spec.ts')) {
  describe('mesh fixtures', () => {
    it('make a 10 mm cube of 12 outward-facing triangles', () => {
      expect(cube()).toHaveLength(12);
      expect(signedVolume6(cube()) / 6).toBeCloseTo(1000, 9);
    });

    it('make a closed sphere facing outward', () => {
      const ball = sphere(10, 24, 12);
      expect(ball).toHaveLength(2 * 24 * 11);
      expect(signedVolume6(ball) / 6).toBeGreaterThan(0.9 * (4 / 3) * Math.PI * 1000);
    });

    it('write binary STL with 50 bytes per triangle after an 84-byte header', () => {
      expect(binaryStl(cube())).toHaveLength(84 + 12 * 50);
    });
  });
}
