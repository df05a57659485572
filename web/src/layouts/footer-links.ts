import { comingSoonToast, type Toast } from '../features/notifications/toastSlice';

/**
 * A footer entry goes somewhere, opens a dialog (Contact Us), or, for what is not built yet,
 * shows a toast.
 */
export type FooterLink =
  | { label: string; to: string }
  | { label: string; dialog: 'contact' }
  | { label: string; toast: Toast };

interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** The spec's safety rule, shown by the footer's Safety Notice. */
export const SAFETY_NOTICE_TOAST: Toast = {
  kind: 'warning',
  title: 'Safety Notice',
  description:
    'Printed parts are for aesthetic, non-critical use only. NOT FOR SAFETY-CRITICAL COMPONENTS: never print brake, steering, suspension, wheel, seat belt or airbag parts.',
};

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Marketplace',
    links: [
      { label: 'Browse Models', to: '/search' },
      { label: 'Search by Car', to: '/search' },
      { label: 'Free Files', to: '/search?filter=free' },
      { label: 'New Releases', to: '/search?sort=newest' },
    ],
  },
  {
    title: 'Creators',
    links: [
      { label: 'Upload a Model', to: '/upload' },
      { label: 'Creator Profile', to: '/profile' },
      { label: 'Pricing Guide', to: '/pricing-guide' },
      { label: 'Payouts', to: '/payouts-guide' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Print Guides', to: '/guides' },
      { label: 'Safety Notice', toast: SAFETY_NOTICE_TOAST },
      // How to report: the flag on every model page, or a copyright notice (the DMCA page).
      { label: 'Report Content', to: '/dmca#report-content' },
      { label: 'Contact Us', dialog: 'contact' },
    ],
  },
];

export type SocialNetwork = 'instagram' | 'youtube' | 'x' | 'tiktok';

export const SOCIAL_LINKS: { network: SocialNetwork; label: string; toast: Toast }[] = [
  { network: 'instagram', label: 'Instagram', toast: comingSoonToast('Our Instagram') },
  { network: 'youtube', label: 'YouTube', toast: comingSoonToast('Our YouTube channel') },
  { network: 'x', label: 'X', toast: comingSoonToast('Our X account') },
  { network: 'tiktok', label: 'TikTok', toast: comingSoonToast('Our TikTok') },
];
