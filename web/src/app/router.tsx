import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { usePageMeta } from '../components/usePageMeta';
import { AppLayout } from '../layouts/AppLayout';
import { RouteErrorPage } from '../layouts/RouteErrorPage';
import { canAccess, useCurrentUser } from './access';
import { documentTitle, routes, type AppRoute } from './routes';

type PageRoute = AppRoute & { page: ComponentType };

/** One route of the table: its title and description, its access rule, then its page. */
function RoutePage({ route }: { route: PageRoute }) {
  const user = useCurrentUser();
  usePageMeta(documentTitle(route), route.description);
  // A page this user may not see sends them home (the accounts issue refines this: signed-out
  // users of signed-in pages get the 'Unauthorized' toast and /api/login).
  if (!canAccess(route.access, user)) return <Navigate to="/" replace />;
  const Page = route.page;
  return <Page />;
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: routes
      .filter((route): route is PageRoute => route.page !== undefined)
      .map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
  },
]);
