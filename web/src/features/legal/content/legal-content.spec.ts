import { DMCA_POLICY } from './dmca';
import { PRIVACY_POLICY } from './privacy';
import { TERMS_OF_SERVICE } from './terms';

const text = (doc: typeof PRIVACY_POLICY) => JSON.stringify([doc.intro, doc.notice, doc.sections]);

describe('legal content', () => {
  it('gives the Privacy Policy 10 sections and excludes users under 13', () => {
    expect(PRIVACY_POLICY.title).toBe('Privacy Policy');
    expect(PRIVACY_POLICY.sections).toHaveLength(10);
    expect(text(PRIVACY_POLICY)).toMatch(/under 13 are excluded/);
  });

  it('gives the Terms of Service a safety notice and 9 sections', () => {
    expect(TERMS_OF_SERVICE.title).toBe('Terms of Service');
    expect(TERMS_OF_SERVICE.sections).toHaveLength(9);
    expect(TERMS_OF_SERVICE.notice?.text).toMatch(/aesthetic, non-critical use only/);
  });

  it('covers every part of the DMCA page with its timelines', () => {
    const headings = DMCA_POLICY.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'What Your Notice Must Include',
        'Designated Agent',
        'Counter-Notification',
        'Repeat Infringer Policy',
        'Timeline',
      ]),
    );
    expect(text(DMCA_POLICY)).toContain('24-48 hours');
    expect(text(DMCA_POLICY)).toContain('10-14 business days');
  });

  it('gives every section a unique anchor', () => {
    for (const doc of [PRIVACY_POLICY, TERMS_OF_SERVICE, DMCA_POLICY]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
