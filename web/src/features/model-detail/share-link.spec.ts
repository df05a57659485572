import { modelPageUrl } from './share-link';

describe('modelPageUrl', () => {
  it("is the page's clean address", () => {
    expect(modelPageUrl('https://pitstop.test', 'gti-shift-knob')).toBe(
      'https://pitstop.test/models/gti-shift-knob',
    );
  });

  it('encodes what a slug should never hold', () => {
    expect(modelPageUrl('http://localhost:3000', 'a b')).toBe('http://localhost:3000/models/a%20b');
  });
});
