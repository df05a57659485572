import type { ImageVariants } from '@pitstop/contracts';
import type { PrintDifficulty } from '@pitstop/contracts';

/** A demo person (one of DEMO_ACCOUNTS in @pitstop/contracts), named by email. */
export type DemoAccountEmail = string;

/** Vehicle a demo listing fits, by names as they appear in taxonomy.data.ts. */
export interface DemoFitment {
  make: string;
  model: string;
  generation: string;
  trim?: string;
}

export interface DemoReviewSeed {
  author: DemoAccountEmail;
  rating: 1 | 2 | 3 | 4 | 5;
  title?: string;
  bodyMd: string;
  daysAgo: number;
}

export interface DemoCommentSeed {
  author: DemoAccountEmail;
  bodyMd: string;
  daysAgo: number;
}

/**
 * One listing of the demo catalog `npm start` seeds. The seeder upserts by slug, so running it
 * again changes nothing; previews are rendered by render-demo-previews from `shape`.
 */
export interface DemoListingSeed {
  /** Final slug (unique across the demo catalog); also names the preview files. */
  slug: string;
  title: string;
  shortDescription: string;
  longDescriptionMd: string;
  /** A category name from CATEGORIES in taxonomy.data.ts. */
  category: string;
  tags: string[];
  priceCents: number;
  printDifficulty: PrintDifficulty;
  supportsRequired: boolean;
  infillHintPercent: number;
  allowCommercialUse: boolean;
  seller: DemoAccountEmail;
  /** null = universal fit. */
  fitment: DemoFitment | null;
  downloadCount: number;
  createdDaysAgo: number;
  /** Demo accounts who like it (likeCount is exactly their number). */
  likedBy: DemoAccountEmail[];
  reviews: DemoReviewSeed[];
  comments: DemoCommentSeed[];
  /** Procedural part from @pitstop/demo-assets that the previews and STL are made from. */
  shape: string;
  /** Filament colour of the render, '#rrggbb'. */
  color: string;
  /** Number of preview renders (angles); more than 4 shows '+N' in the gallery. */
  previewCount: number;
}

/** Where the rendered previews are served from (web/public/demo/previews → the web app's dist). */
export const DEMO_PREVIEW_BASE_URL = '/demo/previews';

/** The demo renders' size (render-demo-previews). */
export const DEMO_PREVIEW_SIZE = { width: 800, height: 600 } as const;

/**
 * A demo render's WebP copies beside it (x-1.png → x-1.card.webp, x-1.full.webp), made by
 * render-demo-previews as media's worker makes them for uploads, so cards load the small one;
 * the first render also has its link preview (x-1.social.jpg), as the model page's og:image.
 */
export function demoPreviewVariants(url: string, first = false): ImageVariants {
  const base = url.replace(/\.png$/, '');
  return {
    card: `${base}.card.webp`,
    full: `${base}.full.webp`,
    ...DEMO_PREVIEW_SIZE,
    ...(first ? { social: `${base}.social.jpg` } : {}),
  };
}

export function demoPreviewUrls(seed: Pick<DemoListingSeed, 'slug' | 'previewCount'>): string[] {
  return Array.from(
    { length: seed.previewCount },
    (_, i) => `${DEMO_PREVIEW_BASE_URL}/${seed.slug}-${i + 1}.png`,
  );
}
