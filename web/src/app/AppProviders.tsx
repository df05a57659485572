import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../features/notifications/components/Toaster';
import { theme } from '../theme';
import type { AppStore, RootState } from './store';

/**
 * `serverState`, on a page the server rendered, is the state the page was rendered from: while
 * React hydrates (a lazy section's boundary may hydrate after the signed-in user has arrived),
 * every selector reads it, so the first client render matches the served HTML.
 */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ConfigProvider theme={theme}>
        <Toaster />
        {children}
      </ConfigProvider>
    </Provider>
  );
}
