import { DEMO_SHAPE_NAMES, demoShape } from '../shapes/index.js';
import { PREVIEW_VIEWS } from './camera.js';
import { decodeRgb } from './png.spec.js';
import { renderPreview, renderPreviewImage } from './render-preview.js';

describe('renderPreview', () => {
  const knob = demoShape('shift-knob-sphere');

  it('makes an 800 × 600 PNG by default', () => {
    const { width, height, rgb } = decodeRgb(renderPreview(knob, { color: '#d7261e' }));
    expect([width, height]).toEqual([800, 600]);
    expect(rgb.length).toBe(800 * 600 * 3);
  });

  it('gives the same bytes for the same part, colour and view', () => {
    const options = { color: '#2f6fd6', view: 2, width: 240, height: 180 };
    expect(renderPreview(knob, options).equals(renderPreview(knob, options))).toBe(true);
  });

  it('shoots each preview from another angle', () => {
    const images = PREVIEW_VIEWS.map((_, view) =>
      renderPreview(knob, { color: '#d7261e', view, width: 160, height: 120 }),
    );
    expect(new Set(images.map((png) => png.toString('base64'))).size).toBe(PREVIEW_VIEWS.length);
  });

  it('shows the part in its filament colour against the dark studio', () => {
    const image = renderPreviewImage(knob, { color: '#d7261e', width: 200, height: 150 });
    let redder = 0;
    for (let i = 0; i < image.rgb.length; i += 3) {
      if (image.rgb[i] > image.rgb[i + 1] + 60 && image.rgb[i] > image.rgb[i + 2] + 60) redder++;
    }
    // Most of the part's pixels are clearly red; the backdrop is a neutral grey.
    expect(redder / (200 * 150)).toBeGreaterThan(image.coverage * 0.6);
    expect(() => renderPreview(knob, { color: 'red' })).toThrow(/#rrggbb/);
  });

  it.each(DEMO_SHAPE_NAMES)('frames %s so it fills a good part of the picture', (name) => {
    const { coverage, rgb } = renderPreviewImage(demoShape(name), {
      color: '#c0c0c4',
      width: 160,
      height: 120,
    });
    expect(coverage).toBeGreaterThan(0.08);
    expect(coverage).toBeLessThan(0.75);
    // Nothing of the part is cut off: the outermost rows and columns show only the backdrop.
    const edge = (x: number, y: number) => rgb[(y * 160 + x) * 3];
    const border = [
      ...Array.from({ length: 160 }, (_, x) => edge(x, 0)),
      ...Array.from({ length: 120 }, (_, y) => edge(0, y)),
      ...Array.from({ length: 120 }, (_, y) => edge(159, y)),
    ];
    expect(Math.max(...border)).toBeLessThan(110);
  });
});
