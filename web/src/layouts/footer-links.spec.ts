import { FOOTER_COLUMNS, SAFETY_NOTICE_TOAST, SOCIAL_LINKS, type FooterLink } from './footer-links';

const all: FooterLink[] = FOOTER_COLUMNS.flatMap((column) => column.links);
const byLabel = (label: string) => all.find((link) => link.label === label);

describe('footer links', () => {
  it('has the Marketplace, Creators and Support columns', () => {
    expect(FOOTER_COLUMNS.map((c) => c.title)).toEqual(['Marketplace', 'Creators', 'Support']);
  });

  it('links every address the spec lists', () => {
    const targets = all.flatMap((link) => ('to' in link ? [link.to] : []));
    expect(targets.sort()).toEqual(
      [
        '/search',
        '/search',
        '/search?filter=free',
        '/search?sort=newest',
        '/upload',
        '/profile',
        '/dmca#report-content',
        '/pricing-guide',
        '/payouts-guide',
        '/guides',
      ].sort(),
    );
    expect(byLabel('Browse Models')).toEqual({ label: 'Browse Models', to: '/search' });
    expect(byLabel('Search by Car')).toEqual({ label: 'Search by Car', to: '/search' });
  });

  it('sends Report Content to the page that explains how to report a model', () => {
    expect(byLabel('Report Content')).toEqual({
      label: 'Report Content',
      to: '/dmca#report-content',
    });
  });

  it('opens the Contact Us form', () => {
    expect(byLabel('Contact Us')).toEqual({ label: 'Contact Us', dialog: 'contact' });
  });

  it('sends Pricing Guide and Payouts to the creators’ pages', () => {
    expect(byLabel('Pricing Guide')).toEqual({ label: 'Pricing Guide', to: '/pricing-guide' });
    expect(byLabel('Payouts')).toEqual({ label: 'Payouts', to: '/payouts-guide' });
  });

  it('leads Print Guides to the guides (no longer Coming Soon)', () => {
    expect(byLabel('Print Guides')).toEqual({ label: 'Print Guides', to: '/guides' });
  });

  it("gives every social link a 'Coming Soon' toast", () => {
    expect(SOCIAL_LINKS.length).toBeGreaterThan(0);
    for (const social of SOCIAL_LINKS) expect(social.toast.title).toBe('Coming Soon');
  });

  it('states the non-safety-critical rule in the Safety Notice toast', () => {
    const link = byLabel('Safety Notice');
    expect(link && 'toast' in link && link.toast).toBe(SAFETY_NOTICE_TOAST);
    expect(SAFETY_NOTICE_TOAST.description).toContain('aesthetic, non-critical use only');
    expect(SAFETY_NOTICE_TOAST.description).toContain('NOT FOR SAFETY-CRITICAL COMPONENTS');
  });
});
