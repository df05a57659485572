import { UnreadableFileError } from '../errors.js';
import {
  asciiStl,
  binaryStl,
  chunks,
  cube,
  shuffled,
  sphere,
  split,
  type Triangle,
  CUBE_ANALYSIS as CUBE,
} from './mesh-fixtures.spec.js';
import { analyseStl } from './stl.js';

const text = (s: string) => new TextEncoder().encode(s);
const analyse = (file: Uint8Array, size = file.length) => analyseStl(chunks(file), size);

describe('analyseStl', () => {
  it('measures a 10 mm cube: 12 triangles, 1 cm³, 6 cm², 10 × 10 × 10 mm, watertight', async () => {
    expect(await analyse(binaryStl(cube()))).toEqual(CUBE);
  });

  it('finds a cube with one face missing is not watertight', async () => {
    const open = await analyse(binaryStl(cube().slice(2)));
    expect(open.triangles).toBe(10);
    expect(open.watertight).toBe(false);
    expect(open.sizeMm).toEqual({ x: 10, y: 10, z: 10 });
  });

  it('gives the same result for ASCII and binary files', async () => {
    const ball = sphere(25, 48, 24);
    expect(await analyse(asciiStl(cube()))).toEqual(CUBE);
    expect(await analyse(asciiStl(ball))).toEqual(await analyse(binaryStl(ball)));
  });

  it('gives the same result wherever the chunks break', async () => {
    for (const file of [binaryStl(cube()), asciiStl(cube())]) {
      for (let at = 1; at < file.length; at++) {
        expect(await analyseStl(split(file, at), file.length)).toEqual(CUBE);
      }
      expect(await analyseStl(chunks(file, 1), file.length)).toEqual(CUBE);
      expect(await analyseStl(chunks(file, 7), file.length)).toEqual(CUBE);
    }
  });

  it('does not depend on the order of triangles or of their corners', async () => {
    const ball = sphere(20, 64, 32);
    const inOrder = await analyse(binaryStl(ball));
    const mixed = await analyse(binaryStl(shuffled(ball, 7)));
    expect(mixed.watertight).toBe(true);
    expect(mixed.triangles).toBe(inOrder.triangles);
    expect(mixed.sizeMm).toEqual(inOrder.sizeMm);
    expect(mixed.volumeCm3).toBeCloseTo(inOrder.volumeCm3, 10);
    expect(mixed.surfaceAreaCm2).toBeCloseTo(inOrder.surfaceAreaCm2, 10);
    // Close to the sphere's own volume and area, a little under (it is inscribed).
    expect(inOrder.volumeCm3).toBeLessThan(((4 / 3) * Math.PI * 20 ** 3) / 1000);
    expect(inOrder.volumeCm3).toBeGreaterThan(0.99 * (((4 / 3) * Math.PI * 20 ** 3) / 1000));
    expect(inOrder.surfaceAreaCm2).toBeGreaterThan(0.99 * ((4 * Math.PI * 20 ** 2) / 100));
  });

  it('gives the volume of a mesh wound inside out as a positive number', async () => {
    const inverted = cube().map(([a, b, c]) => [a, c, b] as Triangle);
    expect(await analyse(binaryStl(inverted))).toEqual(CUBE);
  });

  it('measures a part away from the origin by its own size', async () => {
    expect(await analyse(binaryStl(cube(10, [-105.5, 40, 1000])))).toEqual(CUBE);
  });

  describe('watertightness', () => {
    it('takes -0 and 0 for the same place', async () => {
      const negated = cube(10, [-10, -10, -10]).map(
        (t) => t.map((p) => p.map((v) => (v === 0 ? -0 : v))) as unknown as Triangle,
      );
      expect((await analyse(binaryStl(negated))).watertight).toBe(true);
    });

    it('is lost when an edge is shared by four triangles (two cubes touching along an edge)', async () => {
      const touching = [...cube(10), ...cube(10, [10, 10, 0])];
      expect((await analyse(binaryStl(touching))).watertight).toBe(false);
      expect((await analyse(binaryStl(shuffled(touching, 3)))).watertight).toBe(false);
      // Apart, the same two cubes are closed.
      const apart = [...cube(10), ...cube(10, [20, 20, 0])];
      expect((await analyse(binaryStl(apart))).watertight).toBe(true);
    });

    it('is lost when a triangle appears twice (its edges are used three times)', async () => {
      const doubled = [...cube(), cube()[5]!];
      expect((await analyse(binaryStl(doubled))).watertight).toBe(false);
    });

    it('is kept by a zero-area triangle with a repeated corner', async () => {
      const [a, b] = cube()[0]!;
      const sliver: Triangle = [a, a, b];
      const result = await analyse(binaryStl([...cube(), sliver]));
      expect(result.triangles).toBe(13);
      expect(result.watertight).toBe(true);
    });
  });

  describe('refuses bad files with a reason', () => {
    it('a binary STL cut short', async () => {
      const file = binaryStl(cube());
      await expect(analyse(file.subarray(0, file.length - 10))).rejects.toThrow(
        new UnreadableFileError(
          'The STL file is cut short: its header announces 12 triangles (684 bytes), but the file has 674 bytes.',
        ),
      );
    });

    it('a stream that ends before the size it was announced with', async () => {
      const file = binaryStl(cube());
      await expect(analyseStl(chunks(file.subarray(0, 300)), file.length)).rejects.toThrow(
        /cut short: only 4 of the 12 triangles/,
      );
    });

    it('a binary file longer than its triangle count says', async () => {
      const file = binaryStl(cube());
      await expect(analyse(file, file.length + 50)).rejects.toThrow(UnreadableFileError);
    });

    it('a file too short to hold an STL header', async () => {
      await expect(analyse(new Uint8Array(40))).rejects.toThrow(/too short/);
    });

    it('NaN or infinite coordinates', async () => {
      const nan = binaryStl(cube());
      new DataView(nan.buffer).setFloat32(84 + 50 * 3 + 16, NaN, true);
      await expect(analyse(nan)).rejects.toThrow(
        /Triangle 4 has a coordinate that is not a finite number/,
      );
      // The NaN a computation gives (0x7fc00000), in the very first corner.
      const first = binaryStl(cube());
      new DataView(first.buffer).setUint32(84 + 12, 0x7fc00000, true);
      await expect(analyse(first)).rejects.toThrow(/Triangle 1 has a coordinate/);
      const infinite = binaryStl(cube());
      new DataView(infinite.buffer).setFloat32(84 + 12, -Infinity, true);
      await expect(analyse(infinite)).rejects.toThrow(UnreadableFileError);
      const ascii = text('solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 nan\n');
      await expect(analyse(ascii)).rejects.toThrow(/not a finite number \('nan'\)/);
      const overflow = text(
        'solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 1e39\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid x\n',
      );
      await expect(analyse(overflow)).rejects.toThrow(/not a finite number/);
    });

    it('an ASCII STL that is not well formed, naming the line', async () => {
      const file = text(
        'solid x\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n  endloop\n',
      );
      await expect(analyse(file)).rejects.toThrow(
        /not well formed: line 6 has 'endloop' where "vertex" should be/,
      );
      const word = text('solid x\n facet normal 0 0 1\n  outer loop\n   vertex 0 zero 0\n');
      await expect(analyse(word)).rejects.toThrow(
        /Line 4 of the ASCII STL file has 'zero' where a number should be/,
      );
      const four = asciiStl(cube()).slice();
      const withFourth = new TextDecoder().decode(four).replace('endloop', 'vertex 1 1 1\nendloop');
      await expect(analyse(text(withFourth))).rejects.toThrow(/where "endloop" should be/);
    });

    it('an ASCII STL cut short', async () => {
      const file = asciiStl(cube());
      const withoutEnd = file.subarray(0, file.length - 'endsolid fixture\n'.length);
      await expect(analyse(withoutEnd)).rejects.toThrow(
        /ends without "endsolid" after 12 triangles/,
      );
      await expect(analyse(file.subarray(0, file.length - 20))).rejects.toThrow(
        UnreadableFileError,
      );
      await expect(analyse(file.subarray(0, 200))).rejects.toThrow(/ends inside a facet/);
    });

    it('a file with no triangles', async () => {
      await expect(analyse(binaryStl([]))).rejects.toThrow(/holds no triangles/);
      await expect(analyse(text('solid empty\nendsolid empty\n'))).rejects.toThrow(
        /holds no triangles/,
      );
    });

    it('garbage', async () => {
      let state = 99;
      const noise = Uint8Array.from({ length: 5000 }, () => {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        return state >>> 24;
      });
      await expect(analyse(noise)).rejects.toThrow(UnreadableFileError);
      await expect(analyse(text('solid but then\n<html>not an stl</html>\n'))).rejects.toThrow(
        UnreadableFileError,
      );
    });
  });

  it('takes names with spaces, upper-case keywords, and notes after the last solid', async () => {
    const upper = new TextDecoder()
      .decode(asciiStl(cube(), 'my part v2 (final)'))
      .replace(/facet|outer|loop|vertex|endfacet|endloop/g, (w) => w.toUpperCase());
    expect(await analyse(text(`${upper}\n\0\0 exported by some tool\n`))).toEqual(CUBE);
  });

  it('reads several solids in one ASCII file', async () => {
    const two =
      new TextDecoder().decode(asciiStl(cube(), 'a')) +
      new TextDecoder().decode(asciiStl(cube(10, [20, 0, 0]), 'b'));
    const result = await analyse(text(two));
    expect(result.triangles).toBe(24);
    expect(result.sizeMm).toEqual({ x: 30, y: 10, z: 10 });
    expect(result.volumeCm3).toBeCloseTo(2, 10);
  });
});
