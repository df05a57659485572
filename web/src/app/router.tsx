import { memo, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadError } from '../components/LoadError';
import { usePageMeta } from '../components/usePageMeta';
import { redirectToLogin } from '../features/notifications/login-redirect';
import { AppLayout } from '../layouts/AppLayout';
import { PageLoading } from '../layouts/PageLoading';
import { RouteErrorBoundary } from '../layouts/RouteErrorBoundary';
import { routeDecision, useAuth, type RouteDecision } from './access';
import { useAppDispatch } from './hooks';
import styles from './router.module.css';
import { documentTitle, routes, type AppRoute } from './routes';

type PageRoute = AppRoute & { page: ComponentType };
type RedirectRoute = AppRoute & { redirectTo: string };

/** The route's own title and description, for pages that don't set them from their content. */
function RouteMeta({ route }: { route: AppRoute }) {
  usePageMeta(documentTitle(route), route.description);
  return null;
}

/** A second address for a page (/login → /auth), keeping the query string (?tab=signup). */
function RouteRedirect({ route }: { route: RedirectRoute }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${route.redirectTo}${search}${hash}`} replace />;
}

/**
 * One route of the table: its title and description, then what its access rule decides for this
 * user: the page, a spinner while auth loads, a retry when GET /api/user failed before it ever
 * answered, home, or the 'Unauthorized' toast and /api/login.
 */
function RoutePage({ route }: { route: PageRoute }) {
  const dispatch = useAppDispatch();
  const auth = useAuth();
  const decision = routeDecision(route.access, auth);

  useEffect(() => {
    if (decision === 'login') redirectToLogin(dispatch);
  }, [decision, dispatch]);

  // A page's effects run before its parent's, so a page that sets its own title and description
  // gets no route title written over them.
  const pageSetsMeta = decision === 'show' && route.pageSetsMeta;
  return (
    <>
      {!pageSetsMeta && <RouteMeta route={route} />}
      <RouteBody route={route} decision={decision} auth={auth} />
    </>
  );
}

function RouteBody({
  route,
  decision,
  auth,
}: {
  route: PageRoute;
  decision: RouteDecision;
  auth: ReturnType<typeof useAuth>;
}) {
  switch (decision) {
    case 'show':
      return <ShownPage page={route.page} />;
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

/**
 * The page itself, kept from re-rendering when only the session check's state changes (its
 * request and its answer, right after hydration): React drops the served HTML of a part whose
 * code is still loading for its fallback when an update reaches it before it has hydrated.
 */
const ShownPage = memo(function ShownPage({ page: Page }: { page: ComponentType }) {
  return <Page />;
});

/**
 * The app's routes, matched by the browser's router (main.tsx) and the server's static one per
 * page it renders (entry-server.tsx). The declarative router, not the data router: no page
 * uses loaders or actions, and the data router's code is some 17 kB gzip of every first load
 * (issue 35).
 */
const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...routes
        .filter((route): route is RedirectRoute => route.redirectTo !== undefined)
        .map((route) => ({ path: route.path, element: <RouteRedirect route={route} /> })),
      ...routes
        .filter((route): route is PageRoute => route.page !== undefined)
        // Keyed by path: each page visit mounts afresh, so it re-checks the session (useAuth).
        .map((route) => ({
          path: route.path,
          element: <RoutePage key={route.path} route={route} />,
        })),
    ],
  },
];

/** The page for the router's location, in the app's layout. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
