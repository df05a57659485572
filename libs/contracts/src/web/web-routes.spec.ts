import { matchWebRoute } from './web-routes.js';

describe('matchWebRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/search', 'search', {}],
    ['/models/golf-vent-mount', 'model', { slug: 'golf-vent-mount' }],
    ['/models/golf%20vent/', 'model', { slug: 'golf vent' }],
    ['/Creators/abc', 'creator', { id: 'abc' }],
    ['/checkout/success', 'checkoutSuccess', {}],
  ])('reads %s as the %s route', (path, name, params) => {
    expect(matchWebRoute(path)).toEqual({ name, params });
  });

  it.each(['/no/such/page', '/models', '/models/a/b', '/admin/x', '/models/%E0%A4%A'])(
    'matches no route for %s (the app shows its 404)',
    (path) => {
      expect(matchWebRoute(path)).toBeNull();
    },
  );
});
