import { cube, sphere } from './mesh-fixtures.spec.js';
import { meshOf, renderMeshPreviewPng } from './render-mesh-preview.js';

const flat = (triangles: ReturnType<typeof cube>) => Float32Array.from(triangles.flat(2));

describe('renderMeshPreviewPng', () => {
  it('renders triangles to a PNG of the asked size', () => {
    const png = renderMeshPreviewPng(flat(sphere(20, 32, 16)), { width: 160, height: 120 });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(160);
    expect(png.readUInt32BE(20)).toBe(120);
  });

  it('joins corners at the same place into shared vertices, and drops zero-area triangles', () => {
    const [a, b] = cube()[0]!;
    const mesh = meshOf(flat([...cube(), [a, a, b]]));
    expect(mesh.positions.length / 3).toBe(8);
    expect(mesh.indices.length / 3).toBe(12);
  });

  it('refuses to render nothing', () => {
    expect(() => renderMeshPreviewPng(new Float32Array(0))).toThrow(/nothing to render/);
  });
});
