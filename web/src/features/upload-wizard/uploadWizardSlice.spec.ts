import type { UploadedFile } from '../file-transfer/object-upload';
import {
  canGoNext,
  canLeaveStep,
  emptyDraft,
  fileRemoved,
  fileUploaded,
  furthestReachable,
  generationChosen,
  makeChosen,
  modelChosen,
  nextStep,
  previousStep,
  STEP,
  stepChosen,
  trimChosen,
  universalFitSet,
  uploadWizardReducer,
  wizardOpened,
  wizardReset,
  detailsChanged,
  type UploadWizardState,
} from './uploadWizardSlice';

const stl: UploadedFile = {
  name: 'knob.stl',
  size: 1234,
  storageUrl: 'http://s3.test/b/knob.stl',
  contentType: 'model/stl',
};

function opened(): UploadWizardState {
  return uploadWizardReducer(
    undefined,
    wizardOpened({ ownerId: 'u1', isAdmin: false, draft: null }),
  );
}

function withFitment(): UploadWizardState {
  let state = opened();
  for (const action of [
    makeChosen('vw'),
    modelChosen('golf'),
    generationChosen('mk7'),
    trimChosen('gti'),
  ])
    state = uploadWizardReducer(state, action);
  return state;
}

describe('the fitment clearing rules', () => {
  it('universal fit clears make, model, generation and trim', () => {
    const state = uploadWizardReducer(withFitment(), universalFitSet(true));
    expect(state.fitment).toEqual({
      isUniversalFit: true,
      makeId: null,
      modelId: null,
      generationId: null,
      trimId: null,
    });
  });

  it('changing the make clears model, generation and trim', () => {
    expect(uploadWizardReducer(withFitment(), makeChosen('bmw')).fitment).toMatchObject({
      makeId: 'bmw',
      modelId: null,
      generationId: null,
      trimId: null,
    });
  });

  it('changing the model clears generation and trim; the generation clears the trim', () => {
    expect(uploadWizardReducer(withFitment(), modelChosen('polo')).fitment).toMatchObject({
      makeId: 'vw',
      modelId: 'polo',
      generationId: null,
      trimId: null,
    });
    expect(uploadWizardReducer(withFitment(), generationChosen('mk8')).fitment).toMatchObject({
      modelId: 'golf',
      generationId: 'mk8',
      trimId: null,
    });
  });

  it('choosing the same make or model again clears nothing', () => {
    expect(uploadWizardReducer(withFitment(), makeChosen('vw')).fitment.trimId).toBe('gti');
    expect(uploadWizardReducer(withFitment(), modelChosen('golf')).fitment.trimId).toBe('gti');
  });

  it('switching universal fit off keeps the (empty) vehicle', () => {
    const on = uploadWizardReducer(withFitment(), universalFitSet(true));
    expect(uploadWizardReducer(on, universalFitSet(false)).fitment.makeId).toBeNull();
  });
});

describe('the Next rules', () => {
  it('Details needs a title that is more than spaces', () => {
    const draft = emptyDraft();
    expect(canGoNext(draft, false)).toBe(false);
    expect(canGoNext({ ...draft, details: { ...draft.details, title: '   ' } }, false)).toBe(false);
    expect(canGoNext({ ...draft, details: { ...draft.details, title: ' Knob ' } }, false)).toBe(
      true,
    );
  });

  it('Files needs an uploaded file, unless the user is an admin', () => {
    const draft = { ...emptyDraft(), step: STEP.Files };
    expect(canGoNext(draft, false)).toBe(false);
    expect(canGoNext(draft, true)).toBe(true);
    expect(canGoNext({ ...draft, files: [stl] }, false)).toBe(true);
  });

  it('Previews needs nothing', () => {
    expect(canGoNext({ ...emptyDraft(), step: STEP.Previews }, false)).toBe(true);
  });

  it('Fitment needs a make unless the part fits any vehicle', () => {
    const draft = { ...emptyDraft(), step: STEP.Fitment };
    expect(canGoNext(draft, true)).toBe(false);
    expect(canGoNext({ ...draft, fitment: { ...draft.fitment, makeId: 'vw' } }, false)).toBe(true);
    expect(
      canGoNext({ ...draft, fitment: { ...draft.fitment, isUniversalFit: true } }, false),
    ).toBe(true);
  });

  it('Publish is the last step: there is no Next', () => {
    expect(canGoNext({ ...emptyDraft(), step: STEP.Publish }, true)).toBe(false);
    expect(canLeaveStep(emptyDraft(), STEP.License, false)).toBe(true);
  });

  it('nextStep moves only when the rule allows, previousStep never below step 1', () => {
    let state = uploadWizardReducer(opened(), nextStep({ isAdmin: false }));
    expect(state.step).toBe(0);
    state = uploadWizardReducer(state, detailsChanged({ title: 'Knob' }));
    state = uploadWizardReducer(state, nextStep({ isAdmin: false }));
    expect(state.step).toBe(STEP.Files);
    state = uploadWizardReducer(state, nextStep({ isAdmin: false }));
    expect(state.step).toBe(STEP.Files);
    state = uploadWizardReducer(state, previousStep());
    state = uploadWizardReducer(state, previousStep());
    expect(state.step).toBe(0);
  });

  it('the steps header jumps back anywhere, and forward only as far as Next could go', () => {
    let state = uploadWizardReducer(opened(), detailsChanged({ title: 'Knob' }));
    expect(furthestReachable(state, false)).toBe(STEP.Files);
    expect(furthestReachable(state, true)).toBe(STEP.Fitment);
    state = uploadWizardReducer(state, stepChosen({ step: STEP.Pricing, isAdmin: false }));
    expect(state.step).toBe(0);
    state = uploadWizardReducer(state, fileUploaded(stl));
    state = uploadWizardReducer(state, universalFitSet(true));
    expect(furthestReachable(state, false)).toBe(STEP.Publish);
    state = uploadWizardReducer(state, stepChosen({ step: STEP.Publish, isAdmin: false }));
    expect(state.step).toBe(STEP.Publish);
  });
});

describe('files, opening and resetting', () => {
  it('keeps each uploaded file once, and removes it by its address', () => {
    let state = uploadWizardReducer(opened(), fileUploaded(stl));
    state = uploadWizardReducer(state, fileUploaded(stl));
    expect(state.files).toEqual([stl]);
    expect(uploadWizardReducer(state, fileRemoved(stl.storageUrl)).files).toEqual([]);
  });

  it("brings back the user's saved draft, and drops another user's", () => {
    const draft = { ...emptyDraft(), step: 2, details: { ...emptyDraft().details, title: 'Vent' } };
    const state = uploadWizardReducer(
      undefined,
      wizardOpened({ ownerId: 'u1', isAdmin: true, draft }),
    );
    expect(state).toMatchObject({ ownerId: 'u1', step: 2 });
    expect(state.details.title).toBe('Vent');
    const other = uploadWizardReducer(
      state,
      wizardOpened({ ownerId: 'u2', isAdmin: false, draft: null }),
    );
    expect(other).toMatchObject({ ownerId: 'u2', step: 0, details: { title: '' } });
  });

  it('opens a restored draft no further than its steps allow (files lost in the reload)', () => {
    const draft = { ...emptyDraft(), step: 6, details: { ...emptyDraft().details, title: 'Vent' } };
    const state = uploadWizardReducer(
      undefined,
      wizardOpened({ ownerId: 'u1', isAdmin: false, draft }),
    );
    expect(state.step).toBe(STEP.Files);
  });

  it('resets to step 1 with the defaults, no files and no images, after publishing', () => {
    let state = withFitment();
    state = uploadWizardReducer(state, detailsChanged({ title: 'Knob' }));
    state = uploadWizardReducer(state, fileUploaded(stl));
    state = uploadWizardReducer(state, stepChosen({ step: 1, isAdmin: false }));
    const reset = uploadWizardReducer(state, wizardReset());
    expect({ ...reset, draftSeq: 0 }).toEqual({ ...emptyDraft(), ownerId: 'u1', draftSeq: 0 });
    expect(reset.draftSeq).toBeGreaterThan(state.draftSeq);
    expect(reset.pricing).toEqual({
      isFree: true,
      price: null,
      printDifficulty: 'medium',
      supportsRequired: false,
      infillHintPercent: 20,
      mountLocation: null,
      materials: [],
    });
    expect(reset.license).toEqual({ allowPersonalUse: true, allowCommercialUse: false });
  });
});
