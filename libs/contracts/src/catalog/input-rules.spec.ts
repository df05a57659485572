import { isAllowedFileUrl, isAllowedImageUrl } from './input-rules.js';

describe('isAllowedImageUrl', () => {
  it.each([
    'https://cdn.example/knob.png',
    'http://cdn.example/knob.png?w=200',
    'HTTPS://CDN.EXAMPLE/K.PNG',
    '/demo/previews/knob-1.png',
    '/media/listings/abc/1.png',
  ])('allows %s', (url) => {
    expect(isAllowedImageUrl(url)).toBe(true);
  });

  it.each([
    '/api/logout',
    '/api/models3d/x/like',
    'api/logout',
    'knob.png',
    './demo/x.png',
    '/demo',
    '/mediafoo/x.png',
    '/media/../api/logout',
    '/demo/%2e%2e/api/logout',
    '/media/%2E%2E/%2e%2e/api/logout',
    '/media\\..\\api\\logout',
    '//evil.example/x.png',
    'https:evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    'ftp://files.example/x.png',
    ' /media/x.png',
    '/media/x\u0000.png',
    '/media/x .png',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedImageUrl(url)).toBe(false);
  });
});

describe('isAllowedFileUrl', () => {
  it('allows http(s) and /media/ paths, not the demo previews or other paths', () => {
    expect(isAllowedFileUrl('https://files.example/knob.stl')).toBe(true);
    expect(isAllowedFileUrl('/media/files/knob.stl')).toBe(true);
    expect(isAllowedFileUrl('/demo/files/knob.stl')).toBe(false);
    expect(isAllowedFileUrl('/objects/knob.stl')).toBe(false);
    expect(isAllowedFileUrl('/media/../api/logout')).toBe(false);
  });
});
