// An integration with a generated client, as docs/api.md shows it: types from openapi-typescript
// (branchenbuch-api.d.ts beside this file), calls through openapi-fetch. A test type-checks this file
// and runs it against a real server (backend/test/api-client-example.api-spec.ts), so it cannot rot.
import createClient from 'openapi-fetch';
import type { components, paths } from './branchenbuch-api';

export type Business = components['schemas']['BusinessDto'];
export type ErrorBody = components['schemas']['ErrorBodyDto'];
export type DirectoryClient = ReturnType<typeof createDirectoryClient>;

/** Every error body has a stable `code` to branch on; `message` is German text for people. */
export class DirectoryError extends Error {
  constructor(readonly body: ErrorBody) {
    super(`${body.code}: ${body.message}`);
  }
}

/** A client for one installation, e.g. `createDirectoryClient('https://branchenbuch.example')`. */
export function createDirectoryClient(baseUrl: string) {
  return createClient<paths>({ baseUrl });
}

/** One page of a search, its total and where the next page is (from the Link header). */
export interface SearchPage {
  businesses: Business[];
  /** X-Total-Count: exact, or a lower bound when `exact` is false. */
  total: number;
  exact: boolean;
  /** The `page` and `cursor` of the Link header's rel="next"; absent on the last page. */
  next?: { page: number; cursor?: string };
}

export type SearchFilters = Pick<
  NonNullable<paths['/api/businesses']['get']['parameters']['query']>,
  'query' | 'category' | 'city' | 'limit'
>;

/** The target of `rel="next"` in an RFC 8288 Link header, as its page and cursor. */
function nextOf(link: string | null): SearchPage['next'] {
  const target = link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
  if (target === undefined) return undefined;
  const params = new URL(target, 'http://relative.invalid').searchParams;
  return { page: Number(params.get('page')), cursor: params.get('cursor') ?? undefined };
}

/** One page of businesses matching the filters (all published businesses without filters). */
export async function searchBusinesses(
  client: DirectoryClient,
  filters: SearchFilters,
  at: SearchPage['next'] = { page: 1 },
): Promise<SearchPage> {
  const { data, error, response } = await client.GET('/api/businesses', {
    params: { query: { ...filters, page: at.page, cursor: at.cursor } },
  });
  if (error !== undefined) throw new DirectoryError(error);
  return {
    businesses: data,
    total: Number(response.headers.get('X-Total-Count')),
    exact: response.headers.get('X-Total-Count-Exact') === 'true',
    next: nextOf(response.headers.get('Link')),
  };
}

/** Every match, page by page, following the Link header (deep pages are fetched by cursor). */
export async function searchAll(client: DirectoryClient, filters: SearchFilters): Promise<Business[]> {
  const all: Business[] = [];
  let at: SearchPage['next'] = { page: 1 };
  while (at !== undefined) {
    const page = await searchBusinesses(client, filters, at);
    all.push(...page.businesses);
    at = page.next;
  }
  return all;
}

/** One business, or undefined when there is none with this id (404, code BUSINESS_NOT_FOUND). */
export async function getBusiness(client: DirectoryClient, id: string): Promise<Business | undefined> {
  const { data, error } = await client.GET('/api/businesses/{id}', { params: { path: { id } } });
  if (error?.code === 'BUSINESS_NOT_FOUND') return undefined;
  if (error !== undefined) throw new DirectoryError(error);
  return data;
}
