import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { NOT_FOUND_ROUTE, WEB_ROUTES } from '@pitstop/contracts';
import { lazy, type ComponentType } from 'react';
import type { Access } from './access';

export { documentTitle, SITE_NAME } from '@pitstop/contracts';

export interface AppRoute {
  path: string;
  /**
   * The page; every page is code-split, so a page's first load carries only its own code. A route without a page is a link whose
   * page ships with a later issue (until then the path falls through to the 404).
   */
  page?: ComponentType;
  /** Instead of a page: another route of the app it lands on, with the same query string. */
  redirectTo?: string;
  /**
   * The page sets the title and description itself from what it shows (a listing's title);
   * `title` is the fallback it uses while that loads.
   */
  pageSetsMeta?: boolean;
  /** Document title ('{title} | Pitstop Prints'; the home page's stands alone). */
  title: string;
  description?: string;
  access: Access;
  /** Shown in the navigation bar and the mobile menu. */
  nav?: { label: string; icon?: ComponentType<{ 'aria-hidden'?: boolean }>; primary?: boolean };
  /** Shown in the footer's legal row under this label. */
  footerLegal?: string;
}

/**
 * The one route table: it drives the router, the menus and access. Addresses and head texts come
 * from WEB_ROUTES, which the gateway reads too (an address no route matches answers 404).
 */
export const routes: AppRoute[] = [
  {
    ...WEB_ROUTES.home,
    page: lazy(() => import('../features/home/pages/HomePage')),
    access: 'all',
  },
  {
    ...WEB_ROUTES.search,
    page: lazy(() => import('../features/search/pages/SearchPage')),
    access: 'all',
  },
  {
    ...WEB_ROUTES.model,
    page: lazy(() => import('../features/model-detail/pages/ModelDetailPage')),
    access: 'all',
    pageSetsMeta: true,
  },
  {
    // A vehicle's parts and the universal ones: the picker and the garage lead here.
    ...WEB_ROUTES.vehicle,
    page: lazy(() => import('../features/vehicle-pages/pages/VehiclePage')),
    access: 'all',
    pageSetsMeta: true,
  },
  {
    ...WEB_ROUTES.vehicleGeneration,
    page: lazy(() => import('../features/vehicle-pages/pages/VehiclePage')),
    access: 'all',
    pageSetsMeta: true,
  },
  {
    // A creator's public page: the model page's Creator card and the cards' seller names.
    ...WEB_ROUTES.creator,
    page: lazy(() => import('../features/creators/pages/CreatorPage')),
    access: 'all',
    pageSetsMeta: true,
  },
  {
    // A collection's shareable page: anyone sees a public one, only its owner a private one.
    ...WEB_ROUTES.collection,
    page: lazy(() => import('../features/collections/pages/CollectionPage')),
    access: 'all',
    pageSetsMeta: true,
  },
  {
    // The seller's own listing only: the page sends anyone else to /profile (docs/product.md §6).
    ...WEB_ROUTES.editModel,
    page: lazy(() => import('../features/edit-model/pages/EditModelPage')),
    access: 'signedIn',
  },
  // The navigation bar shows the next four in this order (each to whom its access allows).
  {
    ...WEB_ROUTES.upload,
    page: lazy(() => import('../features/upload-wizard/pages/UploadPage')),
    access: 'signedIn',
    nav: { label: 'UPLOAD', icon: CloudUploadOutlined },
  },
  {
    ...WEB_ROUTES.admin,
    page: lazy(() => import('../features/admin/pages/AdminPage')),
    access: 'admin',
    nav: { label: 'ADMIN', icon: DashboardOutlined },
  },
  {
    ...WEB_ROUTES.profile,
    page: lazy(() => import('../features/profile/pages/ProfilePage')),
    access: 'signedIn',
    nav: { label: 'PROFILE', icon: UserOutlined, primary: true },
  },
  {
    // The navigation bar's cart button (NavBar) leads here, with the count in its badge.
    ...WEB_ROUTES.cart,
    page: lazy(() => import('../features/cart/pages/CartPage')),
    access: 'signedIn',
  },
  {
    ...WEB_ROUTES.checkout,
    page: lazy(() => import('../features/checkout/pages/CheckoutPage')),
    access: 'signedIn',
  },
  {
    // Where a payment lands: TEST MODE's form with ?order=, Stripe's return_url with its own.
    ...WEB_ROUTES.checkoutSuccess,
    page: lazy(() => import('../features/checkout/pages/CheckoutSuccessPage')),
    access: 'signedIn',
  },
  {
    // One of the buyer's orders as a printable receipt; the Purchases tab links to it.
    ...WEB_ROUTES.receipt,
    page: lazy(() => import('../features/orders/pages/ReceiptPage')),
    access: 'signedIn',
  },
  {
    ...WEB_ROUTES.auth,
    page: lazy(() => import('../features/auth/pages/AuthPage')),
    access: 'visitor',
    nav: { label: 'LOGIN', icon: LoginOutlined, primary: true },
  },
  {
    // The spec's other reading of the login page: the Sign In / Sign Up buttons under the
    // comments go to /login (Sign Up with ?tab=signup), which is the same page as /auth.
    ...WEB_ROUTES.login,
    redirectTo: '/auth',
    access: 'all',
  },
  {
    ...WEB_ROUTES.privacy,
    page: lazy(() => import('../features/legal/pages/PrivacyPage')),
    access: 'all',
    footerLegal: 'Privacy Policy',
  },
  {
    ...WEB_ROUTES.terms,
    page: lazy(() => import('../features/legal/pages/TermsPage')),
    access: 'all',
    footerLegal: 'Terms of Service',
  },
  {
    ...WEB_ROUTES.dmca,
    page: lazy(() => import('../features/legal/pages/DmcaPage')),
    access: 'all',
    footerLegal: 'DMCA',
  },
  {
    // An optional notice's unsubscribe link: no sign-in needed (the token says whom).
    ...WEB_ROUTES.unsubscribe,
    page: lazy(() => import('../features/notices/pages/UnsubscribePage')),
    access: 'all',
  },
  {
    // Links mailed by the account flows: no sign-in needed (the token says whom).
    ...WEB_ROUTES.resetPassword,
    page: lazy(() => import('../features/account/pages/ResetPasswordPage')),
    access: 'all',
  },
  {
    ...WEB_ROUTES.verifyEmail,
    page: lazy(() => import('../features/account/pages/VerifyEmailPage')),
    access: 'all',
  },
  {
    ...WEB_ROUTES.payoutsGuide,
    page: lazy(() => import('../features/payouts/pages/PayoutsGuidePage')),
    access: 'all',
  },
  {
    ...WEB_ROUTES.pricingGuide,
    page: lazy(() => import('../features/payouts/pages/PricingGuidePage')),
    access: 'all',
  },
  {
    ...WEB_ROUTES.printGuides,
    page: lazy(() => import('../features/print-guides/pages/PrintGuidesPage')),
    access: 'all',
  },
  {
    ...WEB_ROUTES.materialsGuide,
    page: lazy(() =>
      import('../features/print-guides/pages/GuidePages').then((m) => ({
        default: m.MaterialsGuidePage,
      })),
    ),
    access: 'all',
  },
  {
    ...WEB_ROUTES.heatZonesGuide,
    page: lazy(() =>
      import('../features/print-guides/pages/GuidePages').then((m) => ({
        default: m.HeatZonesGuidePage,
      })),
    ),
    access: 'all',
  },
  {
    ...WEB_ROUTES.fitCheckGuide,
    page: lazy(() =>
      import('../features/print-guides/pages/GuidePages').then((m) => ({
        default: m.FitCheckGuidePage,
      })),
    ),
    access: 'all',
  },
  {
    ...WEB_ROUTES.testOnboarding,
    page: lazy(() => import('../features/payouts/pages/TestOnboardingPage')),
    access: 'signedIn',
  },
  {
    ...NOT_FOUND_ROUTE,
    page: lazy(() => import('../features/not-found/pages/NotFoundPage')),
    access: 'all',
  },
];
