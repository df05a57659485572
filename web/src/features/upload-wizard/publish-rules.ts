/**
 * Publishing the wizard's draft (docs/product.md sections 4, 5 and 7): what must be there, the slug, and
 * the body POST /api/models3d gets.
 */
import type { ListingInput } from '@pitstop/contracts';
import {
  FITMENT_REQUIRED,
  infillFrom,
  priceCentsFrom,
  priceProblem,
  SHORT_DESCRIPTION_REQUIRED,
  TITLE_REQUIRED,
} from '../listings/listing-fields';
import type { Toast } from '../notifications/toastSlice';
import type { WizardDraft } from './uploadWizardSlice';

/**
 * docs/product.md §5's slug: lower case, every run of characters that aren't letters or digits
 * becomes one hyphen, no hyphen at either end. (The server derives its own from the title and
 * ignores this one; the original client sent it, so the wizard does too.)
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** docs/product.md §5: at least one model file, unless an admin publishes. */
export const FILES_NEEDED = 'Upload at least one model file to continue.';

/**
 * The toast that stops a publish, or null when the draft may be sent: every step's own rule
 * again (a draft restored after a reload may have lost its files), and a valid price.
 */
export function publishProblem(draft: WizardDraft, isAdmin: boolean): Toast | null {
  const missing = (description: string): Toast => ({
    kind: 'error',
    title: 'Missing Information',
    description,
  });
  if (!draft.details.title.trim()) return missing(TITLE_REQUIRED);
  if (!draft.details.shortDescription.trim()) return missing(SHORT_DESCRIPTION_REQUIRED);
  if (!isAdmin && draft.files.length === 0) return missing(FILES_NEEDED);
  const { isUniversalFit, makeId, modelId, generationId } = draft.fitment;
  if (!isUniversalFit && !(makeId && modelId && generationId))
    return { kind: 'error', title: 'Missing Vehicle Information', description: FITMENT_REQUIRED };
  const price = priceProblem(draft.pricing.isFree, draft.pricing.price);
  if (price) return { kind: 'error', title: 'Invalid Price', description: price };
  return null;
}

/** POST /api/models3d's body: the listing, with its slug. */
export type NewListing = ListingInput & { slug: string };

/**
 * The draft as a new listing: submitted as a draft with private visibility (it goes live once
 * approved), free means 0 cents, and a universal fit has no vehicle.
 */
export function listingFromDraft(draft: WizardDraft): NewListing {
  const { details, fitment, pricing, license } = draft;
  const title = details.title.trim();
  return {
    title,
    slug: slugFromTitle(title),
    shortDescription: details.shortDescription.trim(),
    longDescriptionMd: details.longDescriptionMd.trim() || null,
    categoryId: details.categoryId || null,
    tags: details.tags,
    priceCents: pricing.isFree ? 0 : priceCentsFrom(pricing.price),
    currency: 'USD',
    isFree: pricing.isFree,
    printDifficulty: pricing.printDifficulty,
    supportsRequired: pricing.supportsRequired,
    infillHintPercent: infillFrom(pricing.infillHintPercent),
    mountLocation: pricing.mountLocation ?? null,
    materials: pricing.materials ?? [],
    allowPersonalUse: license.allowPersonalUse,
    allowCommercialUse: license.allowCommercialUse,
    isDraft: true,
    visibility: 'private',
    isUniversalFit: fitment.isUniversalFit,
    vehicleFitment:
      fitment.isUniversalFit || !fitment.makeId || !fitment.modelId || !fitment.generationId
        ? null
        : {
            makeId: fitment.makeId,
            modelId: fitment.modelId,
            generationId: fitment.generationId,
            trimId: fitment.trimId,
          },
    fileUrls: draft.files.map((file) => file.storageUrl),
    imageUrls: draft.images.map((image) => image.storageUrl),
  };
}

/**
 * Tags as typed into the tags box: trimmed, without empties or repeats (any case), each cut to
 * the server's length, and no more than it takes.
 */
export function cleanTags(tags: readonly string[], tagMax: number, tagsMax: number): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, tagMax).trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    clean.push(tag);
  }
  return clean.slice(0, tagsMax);
}
