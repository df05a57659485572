import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';

const loadDialog = () => import('./FitmentPickerDialog');
const FitmentPickerDialog = lazy(loadDialog);

/**
 * Mounts the picker dialog the first time it is opened and keeps it mounted (its state lives in
 * fitmentSlice anyway). The dialog's code is split from the first load and fetched when the
 * browser is idle, so the first open is instant.
 */
export function FitmentPickerHost() {
  const open = useAppSelector((state) => state.fitment.open);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const warm = () => void loadDialog();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 2000);
    return () => clearTimeout(id);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <FitmentPickerDialog />
    </Suspense>
  );
}
