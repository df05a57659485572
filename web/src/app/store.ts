import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { fitmentReducer } from '../features/fitment/fitmentSlice';
import { errorToastListener } from '../features/notifications/errorToastListener';
import { toastReducer } from '../features/notifications/toastSlice';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    fitment: fitmentReducer,
    toast: toastReducer,
  },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().prepend(errorToastListener.middleware).concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
