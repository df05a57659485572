/**
 * The web app's public addresses and the head texts of each, read by the web router
 * (web/src/app/routes.ts) and by the gateway, which answers an address no route matches with a
 * 404 (docs/architecture.md, Public pages). A route added to the web app is added here.
 */

export const SITE_NAME = 'Pitstop Prints';

/** The meta description of a page that has none of its own. */
export const DEFAULT_DESCRIPTION =
  'Pitstop Prints is the marketplace for 3D-printable car parts: download print-ready STL files for mounts, trim, ducts and mods, matched to your make, model, year and trim.';

export interface WebRouteHead {
  /** A react-router pattern: literal segments and `:param` segments. */
  path: string;
  /** Document title ('{title} | Pitstop Prints'; the home page's stands alone). */
  title: string;
  description?: string;
}

export const WEB_ROUTES = {
  home: {
    path: '/',
    title: 'Download STL Files for 3D Printable Car Parts & Mods',
    description:
      'Download print-ready STL files for 3D-printable car parts and mods: mounts, trim, ducts and more, matched to your make, model, year and trim.',
  },
  search: {
    path: '/search',
    title: 'Search 3D Printable Car Parts',
    description: 'Search STL files for 3D-printable car parts by make, model, year and trim.',
  },
  model: { path: '/models/:slug', title: 'Model Details' },
  /** A vehicle's parts and the universal ones, by the taxonomy's slugs (vehiclePageHead). */
  vehicle: { path: '/parts/:make/:model', title: 'Parts' },
  vehicleGeneration: { path: '/parts/:make/:model/:generation', title: 'Parts' },
  creator: { path: '/creators/:id', title: 'Creator' },
  collection: { path: '/collections/:id', title: 'Collection' },
  editModel: { path: '/edit-model/:id', title: 'Edit Model' },
  upload: { path: '/upload', title: 'Upload a Model' },
  admin: { path: '/admin', title: 'Admin' },
  profile: { path: '/profile', title: 'My Profile' },
  cart: { path: '/cart', title: 'Shopping Cart' },
  checkout: { path: '/checkout', title: 'Checkout' },
  checkoutSuccess: { path: '/checkout/success', title: 'Order Confirmed' },
  /** One of the buyer's orders as a printable receipt (refunds/: issue 34). */
  receipt: { path: '/orders/:id', title: 'Receipt' },
  auth: {
    path: '/auth',
    title: 'Sign In',
    description:
      'Sign in to Pitstop Prints or create an account to download, buy and sell 3D-printable car parts.',
  },
  login: { path: '/login', title: 'Sign In' },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How Pitstop Prints collects, uses and protects your personal information.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'The rules for buying, selling and printing car parts on Pitstop Prints, including our safety notice.',
  },
  dmca: {
    path: '/dmca',
    title: 'DMCA Policy',
    description:
      'How to report copyright infringement on Pitstop Prints, file a counter-notification, and what happens next.',
  },
  unsubscribe: { path: '/unsubscribe', title: 'Email notifications' },
  /** A mailed password reset link lands here (?token=). */
  resetPassword: { path: '/reset-password', title: 'Choose a new password' },
  /** A mailed address confirmation lands here (?token=). */
  verifyEmail: { path: '/verify-email', title: 'Confirm your email' },
  payoutsGuide: {
    path: '/payouts-guide',
    title: 'Payouts',
    description: 'How and when creators on Pitstop Prints are paid for their sales, and the fees.',
  },
  pricingGuide: {
    path: '/pricing-guide',
    title: 'Pricing Guide',
    description: 'What 3D-printable car parts sell for on Pitstop Prints, by category.',
  },
  /** The footer's Print Guides: the three guides below. */
  printGuides: {
    path: '/guides',
    title: 'Print Guides',
    description: 'Guides for printing car parts that last: materials, heat zones and checking fit.',
  },
  materialsGuide: {
    path: '/guides/materials',
    title: 'Materials for Cars',
    description: 'Which filaments survive in a car: PLA, PETG, ABS, ASA, TPU and PA-CF compared.',
  },
  heatZonesGuide: {
    path: '/guides/heat-zones',
    title: 'Heat Zones in a Car',
    description:
      'How hot a dashboard, a trunk or an engine bay gets, and which filaments last there.',
  },
  fitCheckGuide: {
    path: '/guides/fit-check',
    title: 'Check the Fit Before a Long Print',
    description:
      'Print a test slice, measure twice and read what owners say before a ten-hour print.',
  },
  /** TEST MODE's stand-in for Stripe's hosted payout onboarding (?account=). */
  testOnboarding: { path: '/payouts/test-onboarding', title: 'Payout onboarding (TEST MODE)' },
} as const satisfies Record<string, WebRouteHead>;

export type WebRouteName = keyof typeof WEB_ROUTES;

/** The app's 404 page ('ROUTE NOT FOUND'): every address no route above matches. */
export const NOT_FOUND_ROUTE = { path: '*', title: 'Route Not Found' } as const;

export interface WebRouteMatch {
  name: WebRouteName;
  params: Record<string, string>;
}

const compiled = Object.entries(WEB_ROUTES).map(([name, route]) => ({
  name: name as WebRouteName,
  segments: route.path.split('/').filter(Boolean),
}));

/**
 * The route a path (without its query) shows, as react-router matches it: segments compared
 * without regard to case, a trailing slash ignored, a parameter one whole non-empty segment.
 * Null: the app shows its 404.
 */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of compiled) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((pattern, i) => {
      const segment = segments[i]!;
      if (!pattern.startsWith(':')) return pattern.toLowerCase() === segment.toLowerCase();
      try {
        params[pattern.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { name: route.name, params };
  }
  return null;
}

/** A vehicle page's address, by the taxonomy's slugs; the model's page without a generation. */
export function vehiclePagePath(
  makeSlug: string,
  modelSlug: string,
  generationSlug?: string | null,
) {
  const path = `/parts/${encodeURIComponent(makeSlug)}/${encodeURIComponent(modelSlug)}`;
  return generationSlug ? `${path}/${encodeURIComponent(generationSlug)}` : path;
}

/** A route's document title: '{title} | Pitstop Prints', the home page's alone. */
export function documentTitle(route: Pick<WebRouteHead, 'title' | 'path'>): string {
  return route.path === '/' ? route.title : `${route.title} | ${SITE_NAME}`;
}
