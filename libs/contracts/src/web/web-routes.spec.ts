import { matchWebRoute } from './web-routes.js';

describe('matchWebRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/search', 'search', {}],
    ['/models/golf-vent-mount', 'model', { slug: 'golf-vent-mount' }],
    ['/models/golf%20vent/', 'model', { slug: 'golf vent' }],
    ['/Creators/abc', 'creator', { id: 'abc' }],
    ['/checkout/success', 'checkoutSuccess', {}],
    ['/parts/volkswagen/golf', 'vehicle', { make: 'volkswagen', model: 'golf' }],
    [
      '/parts/volkswagen/golf/mk7',
      'vehicleGeneration',
      { make: 'volkswagen', model: 'golf', generation: 'mk7' },
    ],
  ])('reads %s as the %s route', (path, name, params) => {
    expect(matchWebRoute(path)).toEqual({ name, params });
  });

  it.each([
    '/no/such/page',
    '/models',
    '/models/a/b',
    '/admin/x',
    '/models/%E0%A4%A',
    '/parts/volkswagen',
    '/parts/a/b/c/d',
  ])('matches no route for %s (the app shows its 404)', (path) => {
    expect(matchWebRoute(path)).toBeNull();
  });
});
