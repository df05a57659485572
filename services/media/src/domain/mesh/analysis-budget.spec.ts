import { UnreadableFileError } from '../errors.js';
import { bufferSource } from '../random-access.js';
import { analyseMesh, type MeshSource } from './analyse-mesh.js';
import { AnalysisBudget, NO_ANALYSIS_LIMITS, TooLargeToAnalyseError } from './analysis-budget.js';
import {
  asciiStl,
  binaryStl,
  chunks,
  cube,
  modelXml,
  obj,
  sphere,
  threeMf,
  zipBomb3mf,
  CUBE_ANALYSIS as CUBE,
} from './mesh-fixtures.spec.js';
import { readPreviewTriangles } from './preview-triangles.js';

function sourceOf(file: Uint8Array): MeshSource & { streamed: () => number } {
  let streamed = 0;
  return {
    streamed: () => streamed,
    async *chunks() {
      for await (const chunk of chunks(file, 4096)) {
        streamed += chunk.length;
        yield chunk;
      }
    },
    random: bufferSource(file),
    size: file.length,
  };
}

const limits = (overrides: Partial<typeof NO_ANALYSIS_LIMITS>) =>
  new AnalysisBudget({ ...NO_ANALYSIS_LIMITS, ...overrides });

/** 2 × 40 × 49 = 3,920 triangles, 1,962 vertices. */
const BALL = sphere(20, 40, 50);

describe('AnalysisBudget', () => {
  it('refuses a binary STL whose header announces too many triangles before reading them', async () => {
    const file = sourceOf(binaryStl(BALL));
    const refused = analyseMesh('stl', file, limits({ maxTriangles: 1000 }));
    await expect(refused).rejects.toThrow(TooLargeToAnalyseError);
    await expect(refused).rejects.toThrow(
      'Too large to analyse: it holds 3,920 triangles (the limit is 1,000).',
    );
    // The header is in the first chunk: nothing past it was read.
    expect(file.streamed()).toBeLessThanOrEqual(4096);
  });

  it('counts the triangles of ASCII STL, OBJ and 3MF as they are parsed', async () => {
    const message =
      'Too large to analyse: it holds more than 1,000 triangles (the limit is 1,000).';
    const ascii = sourceOf(asciiStl(BALL));
    await expect(analyseMesh('stl', ascii, limits({ maxTriangles: 1000 }))).rejects.toThrow(
      message,
    );
    // Stopped about a quarter of the way in (a batch of 256 triangles after the limit).
    expect(ascii.streamed()).toBeLessThan(ascii.size / 2);
    await expect(
      analyseMesh('obj', sourceOf(obj(BALL)), limits({ maxTriangles: 1000 })),
    ).rejects.toThrow(message);
    const file = await threeMf({ '3D/3dmodel.model': modelXml([BALL]) });
    await expect(
      analyseMesh('3mf', sourceOf(file), limits({ maxTriangles: 1000 })),
    ).rejects.toThrow(message);
  });

  it('measures a file within its limits as without them', async () => {
    const budget = limits({ maxTriangles: 12, maxInflatedBytes: 64 * 1024, timeLimitMs: 60_000 });
    const file = await threeMf({ '3D/3dmodel.model': modelXml([cube()]) });
    expect(await analyseMesh('3mf', sourceOf(file), budget)).toEqual(CUBE);
    expect(
      await analyseMesh('stl', sourceOf(binaryStl(cube())), limits({ maxTriangles: 12 })),
    ).toEqual(CUBE);
  });

  it('refuses a mesh holding more vertices than the limit, however few triangles use them', async () => {
    const vertices = Array.from({ length: 10_000 }, (_, i) => `v ${i} 0 0`).join('\n');
    const file = new TextEncoder().encode(`${vertices}\nf 1 2 3\n`);
    await expect(
      analyseMesh('obj', sourceOf(file), limits({ maxTriangles: 5000 })),
    ).rejects.toThrow('Too large to analyse: it holds more than 5,000 vertices');
  });

  it('stops a 3MF zip bomb as it inflates, a chunk past the budget', async () => {
    const file = await zipBomb3mf(32);
    expect(file.length).toBeLessThan(100 * 1024);
    const budget = limits({ maxInflatedBytes: 1024 * 1024 });
    let inflated = 0;
    const count = budget.addInflated.bind(budget);
    budget.addInflated = (bytes) => {
      inflated += bytes;
      count(bytes);
    };
    const refused = analyseMesh('3mf', sourceOf(file), budget);
    await expect(refused).rejects.toThrow(TooLargeToAnalyseError);
    await expect(refused).rejects.toThrow(
      'Too large to analyse: its 3MF model unpacks to more than 1 MB (the limit is 1 MB).',
    );
    // Read, and let go, as it streamed: not the 32 MB it unpacks to.
    expect(inflated).toBeLessThan(2 * 1024 * 1024);
  });

  it('stops at the time limit, between chunks, even when no triangle comes', async () => {
    let now = 0;
    const budget = new AnalysisBudget({ ...NO_ANALYSIS_LIMITS, timeLimitMs: 1000 }, () => now);
    const blanks = new Uint8Array(64 * 1024).fill(0x20);
    const source: MeshSource = {
      ...sourceOf(blanks),
      async *chunks() {
        for await (const chunk of chunks(blanks, 4096)) {
          now += 300;
          yield chunk;
        }
      },
    };
    await expect(analyseMesh('obj', source, budget)).rejects.toThrow(
      'Too large to analyse: reading it takes longer than 1 s (the limit is 1 s).',
    );
  });

  it('holds the preview to the same limits, as an unreadable file', async () => {
    const refused = readPreviewTriangles(
      'stl',
      sourceOf(binaryStl(BALL)),
      undefined,
      limits({ maxTriangles: 1000 }),
    );
    await expect(refused).rejects.toThrow(UnreadableFileError);
    await expect(refused).rejects.toThrow(/^Too large to analyse/);
  });
});
