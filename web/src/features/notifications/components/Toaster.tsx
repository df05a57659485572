import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';

// antd's notification (about 8 kB gzip) loads with the first toast, not on every first load.
const ToastNotifications = lazy(() => import('./ToastNotifications'));

/** Mounts the toasts the first time one is asked for, and keeps them mounted from then on. */
export function Toaster() {
  const asked = useAppSelector((state) => state.toast.current !== null);
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastNotifications />
    </Suspense>
  );
}
