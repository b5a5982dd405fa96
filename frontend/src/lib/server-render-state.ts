import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ErrorBodyDto } from '@/api/generated/model';
import { ApiError } from './api-client';

/** What the server hands to the browser with a server-rendered page (JSON in a non-executed script). */
export interface ServerRenderState {
  /** TanStack Query's cache after the page's data was loaded on the server. */
  queries: DehydratedState;
}

/** The element that carries the state: `type="application/json"`, so the CSP's script-src is not involved. */
export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

let hydrating = false;

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
export function startHydration(queryClient: QueryClient): void {
  hydrating = true;
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
}

export function endHydration(queryClient: QueryClient): void {
  if (!hydrating) return;
  hydrating = false;
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
