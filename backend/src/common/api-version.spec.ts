import { inCallersVersion, withoutVersionPrefix } from './api-version';

describe('the /api/v1 alias', () => {
  it.each([
    ['/api/v1/businesses?city=Berlin', '/api/businesses?city=Berlin'],
    ['/api/v1/admin/businesses/abc/approve', '/api/admin/businesses/abc/approve'],
    ['/api/v1', '/api'],
    ['/api/v1?x=1', '/api?x=1'],
    ['/api/businesses', '/api/businesses'],
    ['/api/v10/businesses', '/api/v10/businesses'],
    ['/api/v1x', '/api/v1x'],
    ['/objects/v1/bild.webp', '/objects/v1/bild.webp'],
    ['/branchen/friseur/berlin', '/branchen/friseur/berlin'],
  ])('routes %s as %s', (url, routed) => {
    expect(withoutVersionPrefix(url)).toBe(routed);
  });

  it('hands links back in the spelling the caller used', () => {
    expect(inCallersVersion({ originalUrl: '/api/v1/businesses?page=2' }, '/api/businesses')).toBe(
      '/api/v1/businesses',
    );
    expect(inCallersVersion({ originalUrl: '/api/businesses?page=2' }, '/api/businesses')).toBe('/api/businesses');
    expect(inCallersVersion({ originalUrl: '/api/v1/x' }, '/objects/public/a.webp')).toBe('/objects/public/a.webp');
  });
});
