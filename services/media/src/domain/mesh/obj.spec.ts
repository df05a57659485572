import { UnreadableFileError } from '../errors.js';
import {
  chunks,
  cube,
  cubeQuads,
  obj,
  split,
  CUBE_ANALYSIS as CUBE,
} from './mesh-fixtures.spec.js';
import { analyseObj } from './obj.js';

const text = (s: string) => new TextEncoder().encode(s);
const analyse = (s: string | Uint8Array) => analyseObj(chunks(typeof s === 'string' ? text(s) : s));

/** The 10 mm cube's 8 corners, then its faces as written below them. */
const CORNERS =
  'v 0 0 0\nv 10 0 0\nv 10 10 0\nv 0 10 0\nv 0 0 10\nv 10 0 10\nv 10 10 10\nv 0 10 10\n';
const QUADS = 'f 1 4 3 2\nf 5 6 7 8\nf 1 2 6 5\nf 4 8 7 3\nf 1 5 8 4\nf 2 3 7 6\n';

describe('analyseObj', () => {
  it('measures a cube made of quads like the same cube in triangles', async () => {
    expect(await analyse(CORNERS + QUADS)).toEqual(CUBE);
    expect(await analyse(obj(cubeQuads()))).toEqual(CUBE);
    expect(await analyse(obj(cube()))).toEqual(CUBE);
  });

  it('reads corners written v/vt/vn, v//vn and v/vt, and numbers counted back from the end', async () => {
    const forms = QUADS.split('\n')
      .filter(Boolean)
      .map((line, i) => {
        const corners = line.slice(2).split(' ').map(Number);
        if (i === 0) return `f ${corners.map((v) => `${v}/1/1`).join(' ')}`;
        if (i === 1) return `f ${corners.map((v) => `${v}//1`).join(' ')}`;
        if (i === 2) return `f ${corners.map((v) => `${v}/1`).join(' ')}`;
        return `f ${corners.map((v) => v - 9).join(' ')}`;
      })
      .join('\n');
    const file = `# exported\nmtllib part.mtl\n${CORNERS}vt 0 0\nvn 0 0 1\ng part\nusemtl red\ns off\n${forms}\n`;
    expect(await analyse(file)).toEqual(CUBE);
  });

  it('reads Windows line endings, tabs and extra vertex values (w, colours)', async () => {
    const file =
      CORNERS.replace(/\n/g, ' 1.0\r\n') + QUADS.replace(/ /g, '\t').replace(/\n/g, '\r\n');
    expect(await analyse(file)).toEqual(CUBE);
  });

  it('gives the same result wherever the chunks break', async () => {
    const file = text(`# cube\n${CORNERS}${QUADS}`);
    for (let at = 1; at < file.length; at++)
      expect(await analyseObj(split(file, at))).toEqual(CUBE);
    expect(await analyseObj(chunks(file, 1))).toEqual(CUBE);
  });

  it('finds a cube missing a face is not watertight', async () => {
    const result = await analyse(CORNERS + QUADS.split('\n').slice(1).join('\n'));
    expect(result.triangles).toBe(10);
    expect(result.watertight).toBe(false);
  });

  it('sizes the part by the vertices its faces use, not by stray ones', async () => {
    expect(
      await analyse(`v 500 500 500\n${CORNERS}${QUADS.replace(/\d+/g, (n) => `${Number(n) + 1}`)}`),
    ).toEqual(CUBE);
  });

  describe('refuses bad files with a reason', () => {
    it('a face using a vertex that does not exist', async () => {
      await expect(analyse(`${CORNERS}f 1 2 9\n`)).rejects.toThrow(
        new UnreadableFileError(
          'Line 9 of the OBJ file has a face using vertex 9, but only 8 vertices are defined before it.',
        ),
      );
      await expect(analyse(`${CORNERS}f 1 2 -9\n`)).rejects.toThrow(/using vertex -9/);
      await expect(analyse(`${CORNERS}f 1 2 0\n`)).rejects.toThrow(
        /'0' where a vertex number should be/,
      );
      await expect(analyse(`f 1 2 3\n${CORNERS}`)).rejects.toThrow(/only 0 vertices are defined/);
    });

    it('NaN or infinite coordinates', async () => {
      await expect(analyse(`v 0 nan 0\n`)).rejects.toThrow(
        "Line 1 of the OBJ file has a coordinate that is not a finite number ('nan').",
      );
      await expect(analyse(`v 0 0 0\nv 1 0 0\nv 0 1e40 0\nf 1 2 3\n`)).rejects.toThrow(
        /not a finite number/,
      );
    });

    it('vertices without three numbers, faces without three corners', async () => {
      await expect(analyse('v 1 2\n')).rejects.toThrow(/Line 1 .* vertex without x, y and z/);
      await expect(analyse('v 1 two 3\n')).rejects.toThrow(/'two' where a number should be/);
      await expect(analyse(`${CORNERS}f 1 2\n`)).rejects.toThrow(/fewer than three corners/);
    });

    it('a file with no faces', async () => {
      await expect(analyse(CORNERS)).rejects.toThrow(/holds no triangles/);
    });
  });
});
