import { Inject, Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobRunner } from '@pitstop/common';
import {
  IMAGE_VARIANT_QUALITY,
  IMAGE_VARIANT_WIDTHS,
  MediaEvents,
  SOCIAL_IMAGE_QUALITY,
  SOCIAL_IMAGE_SIZE,
  MediaJobs,
  type ImageVariants,
} from '@pitstop/contracts';
import { socialCardLayout, socialCardPictureBox } from '@pitstop/mesh-render';
import sharp, { type Sharp } from 'sharp';
import { derivedKey } from '../domain/object-keys.js';
import { AnalysisRepository } from '../repositories/analysis.repository.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';

/**
 * Makes each accepted preview's WebP variants (card and full width, never wider than the
 * original), so cards load a fraction of the PNG a seller uploaded; the catalog hands them to
 * browsers in srcset. And its link preview (SOCIAL_IMAGE_SIZE, on the branded card), which the
 * model page names in og:image when the image is the listing's first. An image that cannot be decoded keeps its original and is recorded as
 * unreadable; storage or the database being away fails the job for a retry.
 */
@Injectable()
@HandlesJob(MediaJobs.imageVariants)
export class ImageVariantsJobHandler implements JobRunner<typeof MediaJobs.imageVariants> {
  private readonly logger = new Logger('ImageVariants');

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly analyses: AnalysisRepository,
  ) {}

  async run({ key }: { key: string }): Promise<ImageVariants> {
    const stored = await this.storage.head(key);
    if (!stored) return { card: '', full: '', width: 0, height: 0 };
    const original = Buffer.from(await this.storage.readRange(key, 0, stored.size));
    let made: Awaited<ReturnType<typeof makeVariants>>;
    try {
      made = await makeVariants(original);
    } catch (err) {
      this.logger.warn(`${key} is not an image sharp can read: ${(err as Error).message}`);
      await this.analyses.save(key, {
        state: 'unreadable',
        result: null,
        error: 'The image could not be decoded.',
      });
      return { card: '', full: '', width: 0, height: 0 };
    }
    const variants: ImageVariants = {
      card: derivedKey(key, 'card.webp'),
      full: derivedKey(key, 'full.webp'),
      width: made.width,
      height: made.height,
      social: derivedKey(key, 'social.jpg'),
    };
    await this.storage.put(variants.card, made.card, 'image/webp');
    await this.storage.put(variants.full, made.full, 'image/webp');
    await this.storage.put(variants.social!, made.social, 'image/jpeg');
    await this.analyses.save(
      key,
      { state: 'ready', result: variants, error: null },
      MediaEvents.imageProcessed,
      { key, variants },
    );
    return variants;
  }
}

const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Both WebP variants of an image (the first frame of an animation), turned upright by EXIF, and
 * its link preview.
 */
export async function makeVariants(original: Buffer) {
  // 40 MP is far more than any product shot; a small file claiming more is not decoded.
  const image = sharp(original, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width = 0, height = 0, orientation } = await image.metadata();
  const upright =
    orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  const variant = (target: number) =>
    image
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: IMAGE_VARIANT_QUALITY })
      .toBuffer();
  const [card, full, social] = await Promise.all([
    variant(IMAGE_VARIANT_WIDTHS.card),
    variant(IMAGE_VARIANT_WIDTHS.full),
    makeSocialImage(image.clone()),
  ]);
  return { card, full, social, ...upright };
}

/** The image fitted on the site's link-preview card (@pitstop/mesh-render's socialCardLayout). */
export async function makeSocialImage(image: Sharp): Promise<Buffer> {
  const picture = await image
    .resize({ ...socialCardPictureBox(SOCIAL_IMAGE_SIZE), fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { svg, left, top } = socialCardLayout(SOCIAL_IMAGE_SIZE, picture.info);
  return sharp(Buffer.from(svg))
    .composite([{ input: picture.data, left, top }])
    .jpeg({ quality: SOCIAL_IMAGE_QUALITY })
    .toBuffer();
}
