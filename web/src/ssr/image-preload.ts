import type { PreviewPicture } from '../features/listings/listing-display';

/** The image a page paints largest, as its <img> asks for it (srcSet chosen by sizes). */
export interface ImagePreload {
  picture: PreviewPicture;
  sizes: string;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head's preload of a page's largest image, at high priority, so the browser fetches it
 * with the HTML instead of after the styles and scripts. It names the img's srcset and sizes,
 * so the browser preloads the copy the img then uses.
 */
export function imagePreloadTag(preload: ImagePreload | null | undefined): string {
  if (!preload) return '';
  const { picture, sizes } = preload;
  const sources = picture.srcSet
    ? ` imagesrcset="${attribute(picture.srcSet)}" imagesizes="${attribute(sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${attribute(picture.src)}"${sources} fetchpriority="high">`;
}
