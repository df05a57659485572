import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type FitmentStep = 1 | 2 | 3 | 4;

export const FITMENT_STEP_LABELS: Record<FitmentStep, string> = {
  1: 'MAKE',
  2: 'MODEL',
  3: 'YEAR',
  4: 'TRIM',
};

/** A picked make or model: the id loads the next step, slug and name search and show it. */
export interface Picked {
  id: string;
  slug: string;
  name: string;
}

export interface FitmentState {
  open: boolean;
  step: FitmentStep;
  make: Picked | null;
  model: Picked | null;
  year: number | null;
}

const initialState: FitmentState = { open: false, step: 1, make: null, model: null, year: null };

/**
 * The fitment picker's state, in the store so the nav, the hero and later pages can open it.
 * Closing keeps the step and the picks (the spec: the step does not reset on close).
 */
export const fitmentSlice = createSlice({
  name: 'fitment',
  initialState,
  reducers: {
    openFitmentPicker(state) {
      state.open = true;
    },
    closeFitmentPicker(state) {
      state.open = false;
    },
    makeChosen(state, action: PayloadAction<Picked>) {
      state.make = action.payload;
      state.model = null;
      state.year = null;
      state.step = 2;
    },
    modelChosen(state, action: PayloadAction<Picked>) {
      if (!state.make) return;
      state.model = action.payload;
      state.year = null;
      state.step = 3;
    },
    yearChosen(state, action: PayloadAction<number>) {
      if (!state.model) return;
      state.year = action.payload;
      state.step = 4;
    },
    stepBack(state) {
      if (state.step > 1) state.step = (state.step - 1) as FitmentStep;
    },
  },
});

export const {
  openFitmentPicker,
  closeFitmentPicker,
  makeChosen,
  modelChosen,
  yearChosen,
  stepBack,
} = fitmentSlice.actions;
export const fitmentReducer = fitmentSlice.reducer;
