import { renderPreview, type Mesh, type PreviewOptions } from '@pitstop/mesh-render';
import { UnreadableFileError } from '../errors.js';
import { VertexTable } from './vertex-table.js';

/** A neutral light grey: the seller's filament colour is not known. */
const DEFAULT_COLOR = '#c0c0c4';

/**
 * A product-shot PNG of triangles (9 floats each, as readPreviewTriangles gives them), made by
 * @pitstop/mesh-render. Corners at the same place become one vertex, so curved surfaces
 * shade smoothly; triangles with a repeated corner, and triangles already given, are left out.
 */
export function renderMeshPreviewPng(
  triangles: Float32Array,
  options: Partial<PreviewOptions> = {},
): Buffer {
  return renderPreview(meshOf(triangles), { color: DEFAULT_COLOR, ...options });
}

export function meshOf(triangles: Float32Array): Mesh {
  const bits = new Int32Array(triangles.buffer, triangles.byteOffset, triangles.length);
  const vertices = new VertexTable(triangles.length / 9);
  const positions: number[] = [];
  const indices = new Uint32Array(triangles.length / 3);
  const drawn = new Set<string>();
  let used = 0;
  for (let o = 0; o + 9 <= triangles.length; o += 9) {
    const corners = [0, 3, 6].map((k) => {
      const before = vertices.count;
      const id = vertices.id(bits[o + k]!, bits[o + k + 1]!, bits[o + k + 2]!);
      if (id === before)
        positions.push(triangles[o + k]!, triangles[o + k + 1]!, triangles[o + k + 2]!);
      return id;
    });
    const [a, b, c] = corners as [number, number, number];
    if (a === b || b === c || a === c) continue;
    // A triangle drawn again adds nothing to the picture, but a file of the same part stacked
    // thousands of times over itself would have every copy filled in, held the worker for
    // minutes (each copy covers much of the frame).
    const key = [a, b, c].sort((x, y) => x - y).join(' ');
    if (drawn.has(key)) continue;
    drawn.add(key);
    indices.set(corners, used);
    used += 3;
  }
  if (used === 0)
    throw new UnreadableFileError('There is nothing to render: no triangle has an area.');
  return { positions: Float64Array.from(positions), indices: indices.slice(0, used) };
}
