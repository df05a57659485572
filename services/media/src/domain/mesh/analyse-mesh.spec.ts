import type { ModelFileType } from '@pitstop/contracts';
import { UnreadableFileError } from '../errors.js';
import { bufferSource } from '../random-access.js';
import { analyseMesh, type MeshSource } from './analyse-mesh.js';
import {
  binaryStl,
  chunks,
  cube,
  cubeQuads,
  modelXml,
  obj,
  threeMf,
  zip,
  CUBE_ANALYSIS as CUBE,
} from './mesh-fixtures.spec.js';

function sourceOf(file: Uint8Array): MeshSource & { streamed: number } {
  const source = {
    streamed: 0,
    chunks: () => {
      source.streamed++;
      return chunks(file, 1000);
    },
    random: bufferSource(file),
    size: file.length,
  };
  return source;
}

describe('analyseMesh', () => {
  it.each<[ModelFileType, () => Promise<Uint8Array> | Uint8Array]>([
    ['stl', () => binaryStl(cube())],
    ['obj', () => obj(cubeQuads())],
    ['3mf', () => threeMf({ '3D/3dmodel.model': modelXml([cube()]) })],
  ])('analyses %s files', async (type, make) => {
    expect(await analyseMesh(type, sourceOf(await make()))).toEqual(CUBE);
  });

  it('has no analysis for STEP files and plain zips, and does not read them', async () => {
    const step = sourceOf(new TextEncoder().encode('ISO-10303-21;\n'));
    expect(await analyseMesh('step', step)).toBeNull();
    const archive = sourceOf(await zip({ 'part.stl': binaryStl(cube()) }));
    expect(await analyseMesh('zip', archive)).toBeNull();
    expect(step.streamed + archive.streamed).toBe(0);
  });

  it('reads each type the way it was sniffed: an OBJ given as STL is unreadable', async () => {
    await expect(analyseMesh('stl', sourceOf(obj(cubeQuads())))).rejects.toThrow(
      UnreadableFileError,
    );
  });
});
