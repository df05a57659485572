import './styles/fonts.css';
import './styles/global.css';
import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { serverDataArrived } from './api/api';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { readServerData, refreshServerDataWhenSignedIn } from './app/server-data';
import { makeStore, type RootState } from './app/store';

/** The store, the served data and the first render (hydration of a served page). */
function startApp() {
  const store = makeStore();
  // Window focus and reconnect events reach RTK Query; only the current-user query opts in to
  // refetching on them (app/access.ts), every other query keeps the api's default (off).
  setupListeners(store.dispatch);

  const app = (serverState?: RootState) => (
    <StrictMode>
      <AppProviders store={store} serverState={serverState}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // A page the server rendered (entry-server.tsx) is hydrated with the data it was rendered with.
  const served = readServerData();
  const root = document.getElementById('root')!;
  if (served) {
    store.dispatch(serverDataArrived(served));
    const serverState = store.getState();
    refreshServerDataWhenSignedIn(store, served);
    // A transition: hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (Lighthouse's total blocking time).
    startTransition(() => {
      hydrateRoot(root, app(serverState));
    });
  } else {
    createRoot(root).render(app());
  }
}

// The app's code has just been evaluated, in one task; the app starts in the next, so building
// the store and reading the served data do not lengthen that task (Lighthouse's total blocking
// time).
setTimeout(startApp, 0);
