/**
 * The model page's gallery: which image is large, which are thumbnails, how many more. Which
 * images a listing has is listings/listing-display's previewImages.
 */

/**
 * How wide the large image shows (Gallery.module.css, ModelDetail's columns): its sizes, and the
 * server's preload of the first image (ssr/server-pages) names the same.
 */
export const GALLERY_MAIN_SIZES = '(max-width: 960px) 100vw, 800px';

/** docs/product.md §9: up to 3 thumbnails after the main image. */
const MAX_THUMBNAILS = 3;

export interface GalleryView {
  /** Index of the image shown large. */
  main: number;
  /** Indexes of the thumbnails: the first images other than the large one, in order. */
  thumbnails: number[];
  /** The '+N' on the last thumbnail: images in neither the large view nor a thumbnail. */
  more: number;
}

/**
 * With the first image selected: image 0 large, 1–3 as thumbnails, '+N' for the rest. Selecting
 * another image swaps it in; the first takes its place among the thumbnails, so every image
 * stays one click away from being shown large again.
 */
export function galleryView(count: number, selected: number): GalleryView {
  if (count === 0) return { main: 0, thumbnails: [], more: 0 };
  const main = Math.min(Math.max(0, selected), count - 1);
  const thumbnails: number[] = [];
  for (let i = 0; i < count && thumbnails.length < MAX_THUMBNAILS; i++)
    if (i !== main) thumbnails.push(i);
  return { main, thumbnails, more: count - 1 - thumbnails.length };
}

/** The image after (step 1) or before (step -1) the selected one, wrapping around. */
export function stepImage(count: number, selected: number, step: 1 | -1): number {
  if (count === 0) return 0;
  return (selected + step + count) % count;
}
