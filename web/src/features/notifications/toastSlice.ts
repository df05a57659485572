import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  kind: ToastKind;
  title: string;
  description?: string;
}

interface ToastState {
  /** The latest toast; `seq` changes on every request so repeating a toast shows it again. */
  current: (Toast & { seq: number }) | null;
}

const initialState: ToastState = { current: null };

/**
 * Every toast the user sees is requested here, by components (footer 'Coming Soon') and by the
 * API error listener alike; <Toaster> shows it (one at a time, 5 s, per the spec).
 */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast(state, action: PayloadAction<Toast>) {
      state.current = { ...action.payload, seq: (state.current?.seq ?? 0) + 1 };
    },
  },
});

export const { showToast } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;

/** The 'Coming Soon' toast the spec gives links whose feature is not built yet. */
export function comingSoonToast(feature: string): Toast {
  return {
    kind: 'info',
    title: 'Coming Soon',
    description: `${feature} is on its way. Check back soon.`,
  };
}
