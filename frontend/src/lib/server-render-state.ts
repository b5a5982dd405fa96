import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ErrorBodyDto } from '@/api/generated/model';
import { ApiError } from './api-client';

/** What the server hands to the browser with a server-rendered page (JSON in a non-executed script). */
export interface ServerRenderState {
  /** TanStack Query's cache after the page's data was loaded on the server. */
  queries: DehydratedState;
  /** The hashes of the queries that travel in part (`keptInMarkup`): dropped after the first navigation. */
  partial?: string[];
}

/** A query's meta that names the part of its data the hydrating browser needs (see `keptInMarkup`). */
interface KeptInMarkupMeta {
  forHydration?: (data: unknown) => unknown;
}

/**
 * Query meta for data that is shown mostly in markup the browser keeps as the server wrote it (KeepServerMarkup):
 * what the page sends along is `forHydration(data)`, the part the hydrated rest of the page reads, so the page's
 * data travels once, not as markup and again as state. While the page hydrates, the browser's cache holds just
 * that part (the rest of the page must read nothing else); it is dropped after the first navigation, so a later
 * visit of the page loads the data whole.
 */
export function keptInMarkup<T>(forHydration: (data: T) => unknown): Record<string, unknown> {
  const meta: KeptInMarkupMeta = { forHydration: (data) => forHydration(data as T) };
  return meta as Record<string, unknown>;
}

/** The server's state for a page: the cache as it is, the data of `keptInMarkup` queries cut to their part. */
export function serverRenderState(queryClient: QueryClient, queries: DehydratedState): ServerRenderState {
  const partial: string[] = [];
  for (const query of queries.queries) {
    const meta = queryClient.getQueryCache().get(query.queryHash)?.meta as KeptInMarkupMeta | undefined;
    if (meta?.forHydration === undefined || query.state.data === undefined) continue;
    query.state.data = meta.forHydration(query.state.data);
    partial.push(query.queryHash);
  }
  return partial.length === 0 ? { queries } : { queries, partial };
}

/** The element that carries the state: `type="application/json"`, so the CSP's script-src is not involved. */
export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

let hydrating = false;
let partialQueries = new Set<string>();

/**
 * A failed query crosses as plain data ({ name, status, body, message }); pages ask `instanceof ApiError`
 * (e.g. a landing page's 404), so it becomes an ApiError again before the first render.
 */
function reviveErrors(state: ServerRenderState): ServerRenderState {
  for (const query of state.queries.queries) {
    const error = query.state.error as { name?: unknown; status?: unknown; body?: unknown; message?: unknown } | null;
    if (error === null || typeof error !== 'object' || error.name !== 'ApiError' || typeof error.status !== 'number')
      continue;
    query.state.error = new ApiError(
      error.status,
      error.body as ErrorBodyDto | undefined,
      typeof error.message === 'string' ? error.message : `${error.status}`,
    );
  }
  return state;
}

/** Reads the server's state from the page; undefined when the page was not server-rendered (dev server, admin). */
export function readServerRenderState(): ServerRenderState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  const text = element?.textContent ?? '';
  if (text === '') return undefined;
  try {
    return reviveErrors(JSON.parse(text) as ServerRenderState);
  } catch {
    return undefined;
  }
}

/**
 * The first render after a server render takes the server's answers as they are: no refetch on mount and
 * no retry of a failed query (the HTML already shows the error). Ends with the first client-side navigation.
 */
export function startHydration(queryClient: QueryClient, state: ServerRenderState): void {
  hydrating = true;
  partialQueries = new Set(state.partial);
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
}

export function endHydration(queryClient: QueryClient): void {
  if (!hydrating) return;
  hydrating = false;
  queryClient.removeQueries({ predicate: (query) => partialQueries.has(query.queryHash) });
  partialQueries = new Set();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: true },
  });
}

/**
 * For pages whose data the specification refetches on every mount: not while hydrating, when the data was
 * loaded for this very response on the server (a second request would fetch what the HTML already shows).
 */
export function refetchOnMountUnlessHydrating(): boolean | 'always' {
  return hydrating ? false : 'always';
}

/** What a page's `prefetch` gets on the server: the route's parameters and the requested URL. */
export interface PrefetchArgs {
  params: Readonly<Partial<Record<string, string>>>;
  url: URL;
}

/**
 * A page module's optional `prefetch` export: loads the page's queries into the cache on the server, so the
 * HTML carries the data and the browser's first render needs no request. Errors stay in the cache (the page
 * renders them, e.g. "Unternehmen nicht gefunden"); prefetchQuery never throws.
 */
export type PagePrefetch = (queryClient: QueryClient, args: PrefetchArgs) => Promise<unknown>;
