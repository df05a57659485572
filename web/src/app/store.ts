import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { fitmentReducer } from '../features/fitment/fitmentSlice';
import { errorToastListener } from '../features/notifications/errorToastListener';
import { toastReducer } from '../features/notifications/toastSlice';
import { uploadWizardReducer } from '../features/upload-wizard/uploadWizardSlice';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    fitment: fitmentReducer,
    toast: toastReducer,
    uploadWizard: uploadWizardReducer,
  },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware().prepend(errorToastListener.middleware).concat(api.middleware),
});

// Window focus and reconnect events reach RTK Query; only the current-user query opts in to
// refetching on them (app/access.ts), every other query keeps the api's default (off).
setupListeners(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
