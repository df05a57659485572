import { PREVIEW_VIEWS } from './camera.js';
import { MeshBuilder, type Mesh } from './mesh.js';
import { decodeRgb } from './png.spec.js';
import { renderPreview, renderPreviewImage } from './render-preview.js';

/** A closed box, longer than wide than tall, so each view shows it differently. */
function box(x: number, y: number, z: number): Mesh {
  const b = new MeshBuilder();
  const v = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
    b.vertex(i & 1 ? x : 0, i & 2 ? y : 0, i & 4 ? z : 0),
  );
  const faces = [
    [0, 2, 3, 1],
    [4, 5, 7, 6],
    [0, 1, 5, 4],
    [2, 6, 7, 3],
    [0, 4, 6, 2],
    [1, 3, 7, 5],
  ];
  for (const [a, b2, c, d] of faces) b.quad(v[a]!, v[b2]!, v[c]!, v[d]!);
  return b.build();
}

describe('renderPreview', () => {
  const part = box(60, 35, 20);

  it('makes an 800 × 600 PNG by default', () => {
    const { width, height, rgb } = decodeRgb(renderPreview(part, { color: '#d7261e' }));
    expect([width, height]).toEqual([800, 600]);
    expect(rgb.length).toBe(800 * 600 * 3);
  });

  it('gives the same bytes for the same part, colour and view', () => {
    const options = { color: '#2f6fd6', view: 2, width: 240, height: 180 };
    expect(renderPreview(part, options).equals(renderPreview(part, options))).toBe(true);
  });

  it('shoots each preview from another angle', () => {
    const images = PREVIEW_VIEWS.map((_, view) =>
      renderPreview(part, { color: '#d7261e', view, width: 160, height: 120 }),
    );
    expect(new Set(images.map((png) => png.toString('base64'))).size).toBe(PREVIEW_VIEWS.length);
  });

  it('shows the part in its filament colour against the dark studio', () => {
    const image = renderPreviewImage(part, { color: '#d7261e', width: 200, height: 150 });
    let redder = 0;
    for (let i = 0; i < image.rgb.length; i += 3) {
      if (image.rgb[i] > image.rgb[i + 1] + 60 && image.rgb[i] > image.rgb[i + 2] + 60) redder++;
    }
    // Most of the part's pixels are clearly red; the backdrop is a neutral grey.
    expect(redder / (200 * 150)).toBeGreaterThan(image.coverage * 0.6);
    expect(() => renderPreview(part, { color: 'red' })).toThrow(/#rrggbb/);
  });
});
