import type { AlertProps } from 'antd/es/alert';
import { lazy, Suspense } from 'react';

// antd's Alert (with its icons and styles, some 4 kB gzip) for notes that show only sometimes
// (an unconfirmed address, a filament that will not last): split from the first load (issue 35).
// The server renders it in place; in the browser its boundary hydrates once the code arrives.
const Alert = lazy(() => import('antd/es/alert'));

export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
