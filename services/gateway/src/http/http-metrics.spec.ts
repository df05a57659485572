import { RouteTable, UNMATCHED_ROUTE, WEB_APP_ROUTE } from './http-metrics.js';

describe('RouteTable (route templates for the HTTP metrics)', () => {
  const table = new RouteTable([
    { method: 'GET', template: '/api/models3d/:id' },
    { method: 'PATCH', template: '/api/models3d/:id' },
    { method: 'GET', template: '/api/models3d/mine' },
    { method: 'GET', template: '/api/models3d' },
    { method: 'GET', template: '/api/models3d/:id/files/:fileId/download' },
    { method: 'GET', template: '/api/admin/imports/:importId/errors.csv' },
    { method: 'POST', template: '/api/login' },
    { method: 'GET', template: '/media/*key' },
    { method: '*', template: '/api/webhooks/stripe' },
    { method: 'GET', template: '/health/ready' },
  ]);

  it('names a request by its template, not its address', () => {
    expect(table.label('GET', '/api/models3d/3f0c5a52-1f4e-4d6e-9a57-0d7d2b4c9a11')).toBe(
      '/api/models3d/:id',
    );
    expect(table.label('GET', '/api/models3d/abc/files/def/download?inline=1')).toBe(
      '/api/models3d/:id/files/:fileId/download',
    );
    expect(table.label('GET', '/media/previews/a/b/c.webp')).toBe('/media/*key');
  });

  it('prefers a literal segment over a parameter, whatever the declaration order', () => {
    expect(table.label('GET', '/api/models3d/mine')).toBe('/api/models3d/mine');
    expect(table.label('GET', '/api/models3d/mine/')).toBe('/api/models3d/mine');
  });

  it('ignores the query string and a trailing slash, and reads dots literally', () => {
    expect(table.label('GET', '/api/models3d?page=2&sort=newest')).toBe('/api/models3d');
    expect(table.label('GET', '/api/models3d/')).toBe('/api/models3d');
    expect(table.label('GET', '/api/admin/imports/7/errors.csv')).toBe(
      '/api/admin/imports/:importId/errors.csv',
    );
    expect(table.label('GET', '/api/admin/imports/7/errorsXcsv')).toBe(UNMATCHED_ROUTE);
  });

  it('matches the method: HEAD as GET, a route for every method, and no other', () => {
    expect(table.label('PATCH', '/api/models3d/1')).toBe('/api/models3d/:id');
    expect(table.label('HEAD', '/health/ready')).toBe('/health/ready');
    expect(table.label('POST', '/api/webhooks/stripe')).toBe('/api/webhooks/stripe');
    expect(table.label('DELETE', '/api/models3d/1')).toBe(UNMATCHED_ROUTE);
    expect(table.label('GET', '/api/login')).toBe(UNMATCHED_ROUTE);
  });

  it('keeps unknown API paths in one series and the web app in another', () => {
    expect(table.label('GET', '/api/no-such-thing/12345')).toBe(UNMATCHED_ROUTE);
    expect(table.label('POST', '/anything')).toBe(UNMATCHED_ROUTE);
    expect(table.label('GET', '/models/some-part')).toBe(WEB_APP_ROUTE);
    expect(table.label('GET', '/assets/index-1a2b3c.js')).toBe(WEB_APP_ROUTE);
  });

  it('counts a route declared twice (one controller in two modules) once', () => {
    const twice = new RouteTable([
      { method: 'GET', template: '/api/cart' },
      { method: 'GET', template: '/api/cart' },
    ]);
    expect(twice.size).toBe(1);
  });
});
