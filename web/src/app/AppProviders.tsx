import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../features/notifications/components/Toaster';
import { theme } from '../theme';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <Toaster />
        {children}
      </ConfigProvider>
    </Provider>
  );
}
