import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoadError } from '../components/LoadError';
import { usePageMeta } from '../components/usePageMeta';
import { redirectToLogin } from '../features/notifications/login-redirect';
import { AppLayout } from '../layouts/AppLayout';
import { PageLoading } from '../layouts/PageLoading';
import { RouteErrorPage } from '../layouts/RouteErrorPage';
import { routeDecision, useAuth } from './access';
import { useAppDispatch } from './hooks';
import styles from './router.module.css';
import { documentTitle, routes, type AppRoute } from './routes';

type PageRoute = AppRoute & { page: ComponentType };

/**
 * One route of the table: its title and description, then what its access rule decides for this
 * user: the page, a spinner while auth loads, a retry when GET /api/user failed before it ever
 * answered, home, or the 'Unauthorized' toast and /api/login.
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
    case 'error':
      return (
        <div className={`pp-container ${styles.authError}`}>
          <LoadError
            error={auth.error}
            title="Couldn't check your sign-in"
            onRetry={auth.refetch}
            testId="session-check-error"
          />
        </div>
      );
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
