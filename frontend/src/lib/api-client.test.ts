import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBusinesses } from '@/api/generated/endpoints/businesses/businesses';
import { getSiteInfo } from '@/api/generated/endpoints/site/site';
import { installFakeApi } from '@/testing/fake-api';
import {
  ADMIN_SESSION_HEADER,
  api,
  ApiError,
  apiClient,
  isAdminApiUrl,
  parseLinkHeader,
  parseTotalCount,
  setAdminSessionProvider,
  withListingHeaders,
  withResponseHeaders,
} from './api-client';

let restore: (() => void) | undefined;
let unregister: (() => void) | undefined;

afterEach(() => {
  restore?.();
  unregister?.();
  restore = undefined;
  unregister = undefined;
});

describe('generated client', () => {
  it('sends every generated call through the one axios instance, its interceptors and its adapter', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const seen: string[] = [];
    const interceptor = api.interceptors.request.use((config) => {
      seen.push(api.getUri(config));
      return config;
    });
    const fake = installFakeApi(() => ({ status: 200, data: [] }));
    restore = fake.restore;
    try {
      await listBusinesses({ query: 'Bäckerei Sonne', city: 'Köln', openNow: true, page: 2 });
      await getSiteInfo();
    } finally {
      api.interceptors.request.eject(interceptor);
    }
    expect(seen).toEqual(['/api/businesses?query=B%C3%A4ckerei+Sonne&city=K%C3%B6ln&openNow=true&page=2', '/api/site']);
    expect(fake.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'get /api/businesses',
      'get /api/site',
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('api client', () => {
  it('maps a failed call to ApiError with the server message and field errors', async () => {
    ({ restore } = installFakeApi(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Firmenname ist erforderlich',
        errors: [{ field: 'name', message: 'Firmenname ist erforderlich' }],
      },
    })));
    const error = await apiClient({ url: '/api/businesses', method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Firmenname ist erforderlich');
    expect((error as ApiError).fieldErrors()).toEqual({ name: 'Firmenname ist erforderlich' });
  });

  it('reports a network failure as status 0 with the German connection message', async () => {
    ({ restore } = installFakeApi(() => 'network-error'));
    const error = (await apiClient({ url: '/api/site' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Verbindungsfehler. Versuchen Sie es erneut.');
  });
});

describe('admin session header', () => {
  it('recognises admin URLs, relative or absolute, and nothing else', () => {
    expect(isAdminApiUrl('/api/admin/businesses')).toBe(true);
    expect(isAdminApiUrl('http://localhost:3000/api/admin/businesses?page=2')).toBe(true);
    expect(isAdminApiUrl('/api/businesses')).toBe(false);
    expect(isAdminApiUrl('/api/administrator')).toBe(false);
    expect(isAdminApiUrl('/objects/api/admin/x')).toBe(false);
    expect(isAdminApiUrl(undefined)).toBe(false);
  });

  it('adds x-admin-session only to admin calls, and not to the login', async () => {
    const fake = installFakeApi(() => ({ status: 200, data: [] }));
    restore = fake.restore;
    unregister = setAdminSessionProvider({ token: () => 'token-123', onUnauthorized: vi.fn() });
    await apiClient({ url: '/api/admin/businesses' });
    await apiClient({ url: '/api/businesses' });
    await apiClient({ url: '/api/admin/login', method: 'POST' });
    expect(fake.requests[0].headers.get(ADMIN_SESSION_HEADER)).toBe('token-123');
    expect(fake.requests[1].headers.get(ADMIN_SESSION_HEADER)).toBeUndefined();
    expect(fake.requests[2].headers.get(ADMIN_SESSION_HEADER)).toBeUndefined();
  });

  it('sends no header without a token or without a registered session', async () => {
    const fake = installFakeApi(() => ({ status: 200, data: [] }));
    restore = fake.restore;
    await apiClient({ url: '/api/admin/businesses' });
    unregister = setAdminSessionProvider({ token: () => null, onUnauthorized: vi.fn() });
    await apiClient({ url: '/api/admin/businesses' });
    expect(fake.requests.map((request) => request.headers.get(ADMIN_SESSION_HEADER))).toEqual([undefined, undefined]);
  });

  it('reads the token at request time, so a new login is used at once', async () => {
    const fake = installFakeApi(() => ({ status: 200, data: [] }));
    restore = fake.restore;
    let stored: string | null = 'first';
    unregister = setAdminSessionProvider({ token: () => stored, onUnauthorized: vi.fn() });
    await apiClient({ url: '/api/admin/businesses' });
    stored = 'second';
    await apiClient({ url: '/api/admin/businesses' });
    expect(fake.requests.map((request) => request.headers.get(ADMIN_SESSION_HEADER))).toEqual(['first', 'second']);
  });

  it('reports a 401 of an admin call to the session, still rejecting with the ApiError', async () => {
    ({ restore } = installFakeApi(() => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'Session abgelaufen' },
    })));
    const onUnauthorized = vi.fn();
    unregister = setAdminSessionProvider({ token: () => 'old', onUnauthorized });
    const error = (await apiClient({ url: '/api/admin/businesses' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0][0]).toBe(error);
  });

  it('does not treat a wrong password, a public 401 or other statuses as an expired session', async () => {
    ({ restore } = installFakeApi((request) =>
      request.url === '/api/admin/businesses'
        ? { status: 500, data: { statusCode: 500, error: 'Internal Server Error', message: 'Interner Fehler' } }
        : {
            status: 401,
            data: { statusCode: 401, error: 'Unauthorized', message: 'Benutzername oder Passwort ist falsch' },
          },
    ));
    const onUnauthorized = vi.fn();
    unregister = setAdminSessionProvider({ token: () => 'x', onUnauthorized });
    await expect(apiClient({ url: '/api/admin/login', method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    await expect(apiClient({ url: '/api/businesses/1/edit' })).rejects.toBeInstanceOf(ApiError);
    await expect(apiClient({ url: '/api/admin/businesses' })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('unregistering only removes the provider it registered', async () => {
    const fake = installFakeApi(() => ({ status: 200, data: [] }));
    restore = fake.restore;
    const removeFirst = setAdminSessionProvider({ token: () => 'a', onUnauthorized: vi.fn() });
    unregister = setAdminSessionProvider({ token: () => 'b', onUnauthorized: vi.fn() });
    removeFirst();
    await apiClient({ url: '/api/admin/businesses' });
    expect(fake.requests[0].headers.get(ADMIN_SESSION_HEADER)).toBe('b');
  });
});

describe('listing totals', () => {
  it('parses X-Total-Count, treating missing or broken values as 0', () => {
    expect(parseTotalCount('1824')).toBe(1824);
    expect(parseTotalCount(7)).toBe(7);
    expect(parseTotalCount(undefined)).toBe(0);
    expect(parseTotalCount('abc')).toBe(0);
    expect(parseTotalCount('-3')).toBe(0);
    expect(parseTotalCount('1.5')).toBe(0);
  });

  it('reads the targets of a Link header by relation', () => {
    expect(
      parseLinkHeader(
        '</api/businesses?page=1&limit=24>; rel="first", </api/businesses?page=11&limit=24&cursor=WyJhIl0>; rel="next", ' +
          '</api/businesses?page=76&limit=24>; rel=last',
      ),
    ).toEqual({
      first: '/api/businesses?page=1&limit=24',
      next: '/api/businesses?page=11&limit=24&cursor=WyJhIl0',
      last: '/api/businesses?page=76&limit=24',
    });
    expect(parseLinkHeader('</a?page=1>; title="x"; rel="prev first"')).toEqual({
      prev: '/a?page=1',
      first: '/a?page=1',
    });
    expect(parseLinkHeader('</a?page=2>; rel="next", </b>; rel="next"')).toEqual({ next: '/a?page=2' });
    expect(parseLinkHeader(undefined)).toEqual({});
    expect(parseLinkHeader('kaputt')).toEqual({});
  });

  it('hands total, exactness and links of a listing to the caller and still parses the JSON body', async () => {
    ({ restore } = installFakeApi(() => ({
      status: 200,
      data: '[{"id":"a"}]',
      headers: {
        'X-Total-Count': '10000',
        'X-Total-Count-Exact': 'false',
        Link: '</api/admin/businesses?page=1&limit=50>; rel="first"',
        'content-type': 'application/json',
      },
    })));
    let listing: unknown;
    const body = await apiClient<{ id: string }[]>(
      { url: '/api/admin/businesses' },
      withListingHeaders((value) => (listing = value)),
    );
    expect(body).toEqual([{ id: 'a' }]);
    expect(listing).toEqual({ total: 10000, exact: false, links: { first: '/api/admin/businesses?page=1&limit=50' } });
  });

  it('counts a listing without X-Total-Count-Exact as exact', async () => {
    ({ restore } = installFakeApi(() => ({ status: 200, data: '[]', headers: { 'X-Total-Count': '1824' } })));
    let listing: unknown;
    await apiClient(
      { url: '/api/businesses' },
      withListingHeaders((value) => (listing = value)),
    );
    expect(listing).toEqual({ total: 1824, exact: true, links: {} });
  });

  it('reads any response header into the caller’s type, but not those of a failed call', async () => {
    ({ restore } = installFakeApi((request) =>
      request.url === '/api/site'
        ? { status: 200, data: '{}', headers: { 'X-Request-Id': 'r-1' } }
        : { status: 500, data: { statusCode: 500, error: 'Internal Server Error', message: 'Interner Fehler' } },
    ));
    const seen: string[] = [];
    const readId = withResponseHeaders(
      (headers) => String(headers.get('x-request-id')),
      (id) => seen.push(id),
    );
    await apiClient({ url: '/api/site' }, readId);
    await expect(apiClient({ url: '/api/businesses' }, readId)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual(['r-1']);
  });
});
