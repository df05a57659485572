import { renderPreviewImage } from '@pitstop/mesh-render';
import { DEMO_SHAPE_NAMES, demoShape } from './index.js';

describe('the demo shapes in their previews', () => {
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
