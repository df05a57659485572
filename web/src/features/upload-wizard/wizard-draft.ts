/**
 * The wizard's draft kept in sessionStorage, one per user, so a reload keeps what the seller
 * typed and the files already in storage (their addresses, names and sizes). sessionStorage
 * rather than localStorage: the draft stays with its tab (two tabs are two drafts, neither
 * overwriting the other) and goes when the tab does, before its uploads expire unclaimed.
 */
import type { UploadedFile } from '../file-transfer/object-upload';
import type { KeyValueStorage } from '../../app/browser-storage';
import { emptyDraft, LAST_STEP, type WizardDraft, type WizardPricing } from './uploadWizardSlice';

const keyOf = (ownerId: string) => `pitstop.uploadWizard.${ownerId}`;

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The fields of `fallback` whose saved value has the same type; the rest keep the default. */
function sameShape<T extends object>(saved: unknown, fallback: T): T {
  if (!isObject(saved)) return fallback;
  const merged: Loose = { ...(fallback as Loose) };
  for (const [key, value] of Object.entries(fallback)) {
    const candidate = saved[key];
    const fits =
      value === null
        ? candidate === null || typeof candidate === 'string' || typeof candidate === 'number'
        : Array.isArray(value)
          ? Array.isArray(candidate) && candidate.every((item) => typeof item === 'string')
          : typeof candidate === typeof value;
    if (fits) merged[key] = candidate;
  }
  return merged as T;
}

function uploadedFiles(saved: unknown): UploadedFile[] {
  if (!Array.isArray(saved)) return [];
  return saved.filter(
    (file): file is UploadedFile =>
      isObject(file) &&
      typeof file.name === 'string' &&
      typeof file.size === 'number' &&
      typeof file.storageUrl === 'string' &&
      typeof file.contentType === 'string',
  );
}

const DIFFICULTIES: readonly string[] = ['easy', 'medium', 'hard'];

function knownDifficulty(pricing: WizardPricing): WizardPricing {
  return DIFFICULTIES.includes(pricing.printDifficulty)
    ? pricing
    : { ...pricing, printDifficulty: 'medium' };
}

/** A saved draft read back: anything unreadable takes its default. */
export function draftFrom(saved: unknown): WizardDraft | null {
  if (!isObject(saved)) return null;
  const empty = emptyDraft();
  const step = typeof saved.step === 'number' && Number.isInteger(saved.step) ? saved.step : 0;
  return {
    step: Math.min(Math.max(step, 0), LAST_STEP),
    details: sameShape(saved.details, empty.details),
    files: uploadedFiles(saved.files),
    images: uploadedFiles(saved.images),
    fitment: sameShape(saved.fitment, empty.fitment),
    pricing: knownDifficulty(sameShape(saved.pricing, empty.pricing)),
    license: sameShape(saved.license, empty.license),
  };
}

/** Whether the draft is the empty one: nothing worth keeping. */
export function isPristine(draft: WizardDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(emptyDraft());
}

export function loadDraft(storage: KeyValueStorage | null, ownerId: string): WizardDraft | null {
  if (!storage) return null;
  try {
    return draftFrom(JSON.parse(storage.getItem(keyOf(ownerId)) ?? 'null'));
  } catch {
    return null;
  }
}

/** Saves the draft; an empty one (after publishing) removes what was saved. */
export function saveDraft(
  storage: KeyValueStorage | null,
  ownerId: string,
  draft: WizardDraft,
): void {
  if (!storage) return;
  try {
    if (isPristine(draft)) storage.removeItem(keyOf(ownerId));
    else storage.setItem(keyOf(ownerId), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the wizard works, it just won't survive a reload.
  }
}
