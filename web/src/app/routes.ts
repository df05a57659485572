import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { lazy, type ComponentType } from 'react';
import HomePage from '../features/home/pages/HomePage';
import type { Access } from './access';

export const SITE_NAME = 'Pitstop Prints';
const HOME_TITLE = 'Download STL Files for 3D Printable Car Parts & Mods';

export interface AppRoute {
  path: string;
  /**
   * The page; every page but the home is code-split. A route without a page is a link whose
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

/** The one route table: it drives the router, the menus and access. */
export const routes: AppRoute[] = [
  {
    path: '/',
    page: HomePage,
    title: HOME_TITLE,
    description:
      'Download print-ready STL files for 3D-printable car parts and mods: mounts, trim, ducts and more, matched to your make, model, year and trim.',
    access: 'all',
  },
  {
    path: '/search',
    page: lazy(() => import('../features/search/pages/SearchPage')),
    title: 'Search 3D Printable Car Parts',
    description: 'Search STL files for 3D-printable car parts by make, model, year and trim.',
    access: 'all',
  },
  {
    path: '/models/:slug',
    page: lazy(() => import('../features/model-detail/pages/ModelDetailPage')),
    title: 'Model Details',
    access: 'all',
    pageSetsMeta: true,
  },
  {
    // A creator's public page: the model page's Creator card and the cards' seller names.
    path: '/creators/:id',
    page: lazy(() => import('../features/creators/pages/CreatorPage')),
    title: 'Creator',
    access: 'all',
    pageSetsMeta: true,
  },
  {
    // A collection's shareable page: anyone sees a public one, only its owner a private one.
    path: '/collections/:id',
    page: lazy(() => import('../features/collections/pages/CollectionPage')),
    title: 'Collection',
    access: 'all',
    pageSetsMeta: true,
  },
  {
    // The seller's own listing only: the page sends anyone else to /profile (SPEC.md section 6).
    path: '/edit-model/:id',
    page: lazy(() => import('../features/edit-model/pages/EditModelPage')),
    title: 'Edit Model',
    access: 'signedIn',
  },
  // The navigation bar shows the next four in this order (each to whom its access allows).
  {
    path: '/upload',
    page: lazy(() => import('../features/upload-wizard/pages/UploadPage')),
    title: 'Upload a Model',
    access: 'signedIn',
    nav: { label: 'UPLOAD', icon: CloudUploadOutlined },
  },
  {
    path: '/admin',
    page: lazy(() => import('../features/admin/pages/AdminPage')),
    title: 'Admin',
    access: 'admin',
    nav: { label: 'ADMIN', icon: DashboardOutlined },
  },
  {
    path: '/profile',
    page: lazy(() => import('../features/profile/pages/ProfilePage')),
    title: 'My Profile',
    access: 'signedIn',
    nav: { label: 'PROFILE', icon: UserOutlined, primary: true },
  },
  {
    // The navigation bar's cart button (NavBar) leads here, with the count in its badge.
    path: '/cart',
    page: lazy(() => import('../features/cart/pages/CartPage')),
    title: 'Shopping Cart',
    access: 'signedIn',
  },
  {
    path: '/checkout',
    page: lazy(() => import('../features/checkout/pages/CheckoutPage')),
    title: 'Checkout',
    access: 'signedIn',
  },
  {
    // Where a payment lands: TEST MODE's form with ?order=, Stripe's return_url with its own.
    path: '/checkout/success',
    page: lazy(() => import('../features/checkout/pages/CheckoutSuccessPage')),
    title: 'Order Confirmed',
    access: 'signedIn',
  },
  {
    // One of the buyer's orders as a printable receipt; the Purchases tab links to it.
    path: '/orders/:id',
    page: lazy(() => import('../features/orders/pages/ReceiptPage')),
    title: 'Receipt',
    access: 'signedIn',
  },
  {
    path: '/auth',
    page: lazy(() => import('../features/auth/pages/AuthPage')),
    title: 'Sign In',
    description:
      'Sign in to Pitstop Prints or create an account to download, buy and sell 3D-printable car parts.',
    access: 'visitor',
    nav: { label: 'LOGIN', icon: LoginOutlined, primary: true },
  },
  {
    // The spec's other reading of the login page: the Sign In / Sign Up buttons under the
    // comments go to /login (Sign Up with ?tab=signup), which is the same page as /auth.
    path: '/login',
    redirectTo: '/auth',
    title: 'Sign In',
    access: 'all',
  },
  {
    path: '/privacy',
    page: lazy(() => import('../features/legal/pages/PrivacyPage')),
    title: 'Privacy Policy',
    description: 'How Pitstop Prints collects, uses and protects your personal information.',
    access: 'all',
    footerLegal: 'Privacy Policy',
  },
  {
    path: '/terms',
    page: lazy(() => import('../features/legal/pages/TermsPage')),
    title: 'Terms of Service',
    description:
      'The rules for buying, selling and printing car parts on Pitstop Prints, including our safety notice.',
    access: 'all',
    footerLegal: 'Terms of Service',
  },
  {
    path: '/dmca',
    page: lazy(() => import('../features/legal/pages/DmcaPage')),
    title: 'DMCA Policy',
    description:
      'How to report copyright infringement on Pitstop Prints, file a counter-notification, and what happens next.',
    access: 'all',
    footerLegal: 'DMCA',
  },
  {
    // An optional notice's unsubscribe link: no sign-in needed (the token says whom).
    path: '/unsubscribe',
    page: lazy(() => import('../features/notices/pages/UnsubscribePage')),
    title: 'Email notifications',
    access: 'all',
  },
  {
    // Links mailed by the account flows: no sign-in needed (the token says whom).
    path: '/reset-password',
    page: lazy(() => import('../features/account/pages/ResetPasswordPage')),
    title: 'Choose a new password',
    access: 'all',
  },
  {
    path: '/verify-email',
    page: lazy(() => import('../features/account/pages/VerifyEmailPage')),
    title: 'Confirm your email',
    access: 'all',
  },
  {
    path: '*',
    page: lazy(() => import('../features/not-found/pages/NotFoundPage')),
    title: 'Route Not Found',
    access: 'all',
  },
];

export function documentTitle(route: Pick<AppRoute, 'title' | 'path'>): string {
  return route.path === '/' ? route.title : `${route.title} | ${SITE_NAME}`;
}
