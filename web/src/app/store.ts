import { configureStore } from '@reduxjs/toolkit';
import { api, type ApiTransport } from '../api/api';
import { fitmentReducer } from '../features/fitment/fitmentSlice';
import { errorToastListener } from '../features/notifications/errorToastListener';
import { toastReducer } from '../features/notifications/toastSlice';
import { uploadWizardReducer } from '../features/upload-wizard/uploadWizardSlice';

/** What thunks and the api's base query are given: a server-made store's transport. */
export interface StoreExtra {
  apiTransport?: ApiTransport;
}

/**
 * A store: one in the browser (main.tsx), one per page the server renders
 * (entry-server.tsx), so no visitor's page sees another's data.
 */
export function makeStore(extra: StoreExtra = {}) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      fitment: fitmentReducer,
      toast: toastReducer,
      uploadWizard: uploadWizardReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(errorToastListener.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
