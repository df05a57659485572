/** What the 3D viewer drew, read back from its canvas. */
import type { Page } from 'playwright-core';

/**
 * How many different colours the viewer's canvas shows (quantised), and the share of pixels
 * unlike its corner (the background): the WebGL canvas keeps its last frame
 * (preserveDrawingBuffer), so a 2D canvas can copy and read it.
 */
export async function canvasColours(page: Page): Promise<{ colours: number; drawn: number }> {
  // A string, not a function: the e2e typecheck has no DOM types.
  return page.evaluate<{ colours: number; drawn: number }>(`(() => {
    const canvas = document.querySelector('[data-testid="stl-viewer-canvas"]');
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d');
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set();
    const [r0, g0, b0] = [data[0], data[1], data[2]];
    let unlike = 0;
    for (let i = 0; i < data.length; i += 4) {
      colours.add(((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3));
      const d = Math.abs(data[i] - r0) + Math.abs(data[i + 1] - g0) + Math.abs(data[i + 2] - b0);
      if (d > 24) unlike++;
    }
    return { colours: colours.size, drawn: unlike / (data.length / 4) };
  })()`);
}

/** Clicks Preview STL (a click while the listing's files load opens the viewer once they are in). */
export async function clickPreviewStl(page: Page): Promise<void> {
  await page.getByTestId('preview-stl').click();
}

/** Opens '3D MODEL PREVIEW' from the model page and waits until the viewer has drawn. */
export async function openViewer(page: Page): Promise<void> {
  await clickPreviewStl(page);
  await page.getByRole('dialog', { name: '3D MODEL PREVIEW' }).waitFor();
  await page.locator('[data-testid="stl-viewer"][data-phase="ready"]').waitFor({
    timeout: 20_000,
  });
}
