import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { usePageMeta } from '../components/usePageMeta';
import { redirectToLogin } from '../features/notifications/login-redirect';
import { AppLayout } from '../layouts/AppLayout';
import { PageLoading } from '../layouts/PageLoading';
import { RouteErrorPage } from '../layouts/RouteErrorPage';
import { routeDecision, useAuth } from './access';
import { useAppDispatch } from './hooks';
import { documentTitle, routes, type AppRoute } from './routes';

type PageRoute = AppRoute & { page: ComponentType };

/**
 * One route of the table: its title and description, then what its access rule decides for this
 * user: the page, a spinner while auth loads, home, or the 'Unauthorized' toast and /api/login.
 */
function RoutePage({ route }: { route: PageRoute }) {
  const dispatch = useAppDispatch();
  const auth = useAuth();
  usePageMeta(documentTitle(route), route.description);
  const decision = routeDecision(route.access, auth);

  useEffect(() => {
    if (decision === 'login') redirectToLogin(dispatch);
  }, [decision, dispatch]);

  switch (decision) {
    case 'show': {
      const Page = route.page;
      return <Page />;
    }
    case 'home':
      return <Navigate to="/" replace />;
    case 'wait':
    case 'login':
      return <PageLoading />;
  }
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: routes
      .filter((route): route is PageRoute => route.page !== undefined)
      // Keyed by path: each page visit mounts afresh, so it re-checks the session (useAuth).
      .map((route) => ({
        path: route.path,
        element: <RoutePage key={route.path} route={route} />,
      })),
  },
]);
