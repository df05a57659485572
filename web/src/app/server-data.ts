import { SERVER_DATA_ELEMENT_ID } from '@pitstop/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api, type ServerData } from '../api/api';
import { authApi } from '../features/auth/authApi';
import type { AppStore } from './store';

/** The data the server rendered this page with, or null for a page it did not render. */
export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerData;
  } catch {
    return null;
  }
}

interface ServedQuery {
  endpointName: string;
  originalArgs: unknown;
}

type Initiate = (
  args: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => ThunkAction<unknown, unknown, unknown, UnknownAction>;

/**
 * The server renders every page as a visitor sees it. Once the browser knows someone is signed
 * in, the answers the page was served with are asked again with their cookie, so their hearts,
 * what they own and their own pending listing fill in; a visitor's page asks nothing again.
 */
export function refreshServerDataWhenSignedIn(store: AppStore, served: ServerData): void {
  const queries = Object.values(
    (served.api as { queries?: Record<string, ServedQuery | undefined> }).queries ?? {},
  ).filter((query): query is ServedQuery => !!query);
  const selectUser = authApi.endpoints.getCurrentUser.select();
  let waiting = queries;
  const unsubscribe = store.subscribe(() => {
    // Until someone is known to be signed in: the first answer can be a visitor's (a session
    // read before its cookie arrived), and a later one the user's.
    if (waiting.length === 0 || !selectUser(store.getState()).data) return;
    const endpoints = api.endpoints as unknown as Record<
      string,
      { initiate: Initiate } | undefined
    >;
    // A page's endpoints exist once its lazy module has loaded, which on a slow phone can be
    // after the user is known: those are asked at a later change (the page's own queries).
    waiting = waiting.filter(({ endpointName, originalArgs }) => {
      const initiate = endpoints[endpointName]?.initiate;
      if (!initiate) return true;
      void store.dispatch(initiate(originalArgs, { subscribe: false, forceRefetch: true }));
      return false;
    });
    if (waiting.length === 0) unsubscribe();
  });
}
