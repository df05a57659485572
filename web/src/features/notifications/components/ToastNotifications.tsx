import notification from 'antd/es/notification';
import { useEffect } from 'react';
import { useAppSelector } from '../../../app/hooks';

/**
 * Shows the toast requested through toastSlice: the spec's rules, one at a time and 5 seconds
 * by default. The hook (rather than antd's <App>) keeps Modal and Message out of the first load;
 * its holder renders inside ConfigProvider, so toasts get the theme all the same. Loaded by
 * Toaster when the first toast is asked for.
 */
export default function ToastNotifications() {
  const [api, holder] = notification.useNotification({
    maxCount: 1,
    duration: 5,
    placement: 'topRight',
    top: 84,
  });
  const toast = useAppSelector((state) => state.toast.current);

  useEffect(() => {
    if (!toast) return;
    api[toast.kind]({
      key: 'toast',
      title: toast.title,
      description: toast.description,
      role: toast.kind === 'error' ? 'alert' : 'status',
    });
  }, [toast, api]);

  return holder;
}
