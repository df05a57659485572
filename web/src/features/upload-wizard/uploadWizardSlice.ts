import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
// Types only: the slice is in the first load, the uploader is not.
import type { MountLocation, PrintDifficulty, PrintMaterial } from '@pitstop/contracts';
import type { UploadedFile } from '../file-transfer/object-upload';

/** docs/product.md §2: the wizard's seven steps, in order. */
export const WIZARD_STEPS = [
  'Details',
  'Files',
  'Previews',
  'Fitment',
  'Pricing',
  'License',
  'Publish',
] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Index of the step with this name (0 for Details … 6 for Publish). */
export const STEP = Object.fromEntries(WIZARD_STEPS.map((name, index) => [name, index])) as Record<
  (typeof WIZARD_STEPS)[number],
  number
>;

export interface WizardDetails {
  title: string;
  shortDescription: string;
  longDescriptionMd: string;
  /** A category id, or '' for 'No Category'. */
  categoryId: string;
  tags: string[];
}

export interface WizardFitment {
  isUniversalFit: boolean;
  makeId: string | null;
  modelId: string | null;
  generationId: string | null;
  trimId: string | null;
}

export interface WizardPricing {
  isFree: boolean;
  /** Dollars as typed; only shown, and only sent, when not free. */
  price: number | null;
  printDifficulty: PrintDifficulty;
  supportsRequired: boolean;
  infillHintPercent: number | null;
  /** Absent in drafts kept before the field existed. */
  mountLocation?: MountLocation | null;
  materials?: PrintMaterial[];
}

export interface WizardLicense {
  allowPersonalUse: boolean;
  allowCommercialUse: boolean;
}

/** What the seller has entered: kept across a reload (wizard-draft). */
export interface WizardDraft {
  step: number;
  details: WizardDetails;
  files: UploadedFile[];
  images: UploadedFile[];
  fitment: WizardFitment;
  pricing: WizardPricing;
  license: WizardLicense;
}

export interface UploadWizardState extends WizardDraft {
  /** Whose draft this is (the signed-in user's id); null before the page opened it. */
  ownerId: string | null;
  /** Changes on every reset, so that the uploaders start empty too. */
  draftSeq: number;
}

/** docs/product.md §9's defaults: free, medium, 20% infill, personal use only. */
export function emptyDraft(): WizardDraft {
  return {
    step: 0,
    details: { title: '', shortDescription: '', longDescriptionMd: '', categoryId: '', tags: [] },
    files: [],
    images: [],
    fitment: {
      isUniversalFit: false,
      makeId: null,
      modelId: null,
      generationId: null,
      trimId: null,
    },
    pricing: {
      isFree: true,
      price: null,
      printDifficulty: 'medium',
      supportsRequired: false,
      infillHintPercent: 20,
      mountLocation: null,
      materials: [],
    },
    license: { allowPersonalUse: true, allowCommercialUse: false },
  };
}

const initialState: UploadWizardState = { ...emptyDraft(), ownerId: null, draftSeq: 0 };

/**
 * Whether Next may leave this step (docs/product.md §4): Details needs a title that is more than
 * spaces; Files needs an uploaded file unless the user is an admin; Fitment needs a make unless
 * the part fits any vehicle. The other steps have nothing required.
 */
export function canLeaveStep(draft: WizardDraft, step: number, isAdmin: boolean): boolean {
  switch (step) {
    case STEP.Details:
      return draft.details.title.trim() !== '';
    case STEP.Files:
      return isAdmin || draft.files.length > 0;
    case STEP.Fitment:
      return draft.fitment.isUniversalFit || draft.fitment.makeId !== null;
    default:
      return true;
  }
}

export function canGoNext(draft: WizardDraft, isAdmin: boolean): boolean {
  return draft.step < LAST_STEP && canLeaveStep(draft, draft.step, isAdmin);
}

/** The furthest step Next could reach from the first: the steps header lets the seller jump there. */
export function furthestReachable(draft: WizardDraft, isAdmin: boolean): number {
  let step = 0;
  while (step < LAST_STEP && canLeaveStep(draft, step, isAdmin)) step++;
  return step;
}

/** The seller's draft without what only this page visit holds. */
export function draftOf(state: UploadWizardState): WizardDraft {
  const { step, details, files, images, fitment, pricing, license } = state;
  return { step, details, files, images, fitment, pricing, license };
}

function addFile(list: UploadedFile[], file: UploadedFile) {
  if (!list.some((f) => f.storageUrl === file.storageUrl)) list.push(file);
}

export const uploadWizardSlice = createSlice({
  name: 'uploadWizard',
  initialState,
  reducers: {
    /**
     * The page opened for this user: after a reload, their saved draft (if any) comes back;
     * someone else's draft in the store is dropped.
     */
    wizardOpened(
      state,
      action: PayloadAction<{ ownerId: string; isAdmin: boolean; draft: WizardDraft | null }>,
    ) {
      const { ownerId, isAdmin, draft } = action.payload;
      // Back on the page in the same visit: the store holds the latest already.
      if (state.ownerId === ownerId) return;
      const opened = draft ?? emptyDraft();
      // A restored draft opens no further than its steps' rules allow (its files may be gone).
      const step = Math.min(opened.step, furthestReachable(opened, isAdmin));
      return { ...opened, step, ownerId, draftSeq: state.draftSeq + 1 };
    },
    detailsChanged(state, action: PayloadAction<Partial<WizardDetails>>) {
      Object.assign(state.details, action.payload);
    },
    pricingChanged(state, action: PayloadAction<Partial<WizardPricing>>) {
      Object.assign(state.pricing, action.payload);
    },
    licenseChanged(state, action: PayloadAction<Partial<WizardLicense>>) {
      Object.assign(state.license, action.payload);
    },
    /** Universal fit clears make, model, generation and trim. */
    universalFitSet(state, action: PayloadAction<boolean>) {
      state.fitment.isUniversalFit = action.payload;
      if (action.payload)
        Object.assign(state.fitment, {
          makeId: null,
          modelId: null,
          generationId: null,
          trimId: null,
        });
    },
    /** Changing the make clears model, generation and trim. */
    makeChosen(state, action: PayloadAction<string | null>) {
      if (state.fitment.makeId === action.payload) return;
      Object.assign(state.fitment, {
        makeId: action.payload,
        modelId: null,
        generationId: null,
        trimId: null,
      });
    },
    /** Changing the model clears generation and trim. */
    modelChosen(state, action: PayloadAction<string | null>) {
      if (state.fitment.modelId === action.payload) return;
      Object.assign(state.fitment, { modelId: action.payload, generationId: null, trimId: null });
    },
    /** Changing the generation clears the trim. */
    generationChosen(state, action: PayloadAction<string | null>) {
      if (state.fitment.generationId === action.payload) return;
      Object.assign(state.fitment, { generationId: action.payload, trimId: null });
    },
    trimChosen(state, action: PayloadAction<string | null>) {
      state.fitment.trimId = action.payload;
    },
    fileUploaded(state, action: PayloadAction<UploadedFile>) {
      addFile(state.files, action.payload);
    },
    fileRemoved(state, action: PayloadAction<string>) {
      state.files = state.files.filter((f) => f.storageUrl !== action.payload);
    },
    imageUploaded(state, action: PayloadAction<UploadedFile>) {
      addFile(state.images, action.payload);
    },
    imageRemoved(state, action: PayloadAction<string>) {
      state.images = state.images.filter((f) => f.storageUrl !== action.payload);
    },
    /** Next: only when the step's rule allows it. */
    nextStep(state, action: PayloadAction<{ isAdmin: boolean }>) {
      if (canGoNext(state, action.payload.isAdmin)) state.step += 1;
    },
    previousStep(state) {
      if (state.step > 0) state.step -= 1;
    },
    /** A click on the steps header: back anywhere, forward as far as Next could go. */
    stepChosen(state, action: PayloadAction<{ step: number; isAdmin: boolean }>) {
      const { step, isAdmin } = action.payload;
      if (step >= 0 && step <= furthestReachable(state, isAdmin)) state.step = step;
    },
    /** After publishing: step 1 with the defaults, no files and no images. */
    wizardReset(state) {
      return { ...emptyDraft(), ownerId: state.ownerId, draftSeq: state.draftSeq + 1 };
    },
  },
});

export const {
  wizardOpened,
  detailsChanged,
  pricingChanged,
  licenseChanged,
  universalFitSet,
  makeChosen,
  modelChosen,
  generationChosen,
  trimChosen,
  fileUploaded,
  fileRemoved,
  imageUploaded,
  imageRemoved,
  nextStep,
  previousStep,
  stepChosen,
  wizardReset,
} = uploadWizardSlice.actions;
export const uploadWizardReducer = uploadWizardSlice.reducer;
