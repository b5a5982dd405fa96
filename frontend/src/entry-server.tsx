/**
 * Server rendering: the backend loads this module (built by `vite build --ssr`) and asks it for the HTML of
 * a public URL, rendered by react-dom/server. Data comes through the same generated API client and axios
 * instance as in the browser; the backend hands in how calls are answered (`setServerApiAnswer`): in-process,
 * through the instance's adapter.
 */
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { getGetSiteInfoQueryOptions } from '@/api/generated/endpoints/site/site';
import { AppProviders } from './app/providers';
import { createRoutes, type RouteHandle, type ServerLoadContext } from './app/router';
import { answeringAdapter, setApiAdapter, type ApiAnswer, type ApiCall } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { jsonForScript, HeadCollector, HeadProvider, renderHead } from './lib/use-document-meta';
import { serverRenderState } from './lib/server-render-state';

export type RenderResult =
  /**
   * A rendered page: its status, the head's tags, the app's HTML, the state for hydration (JSON) and the
   * modules of its route (build manifest keys), whose chunks the browser will load before it hydrates.
   */
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] }
  /** An admin page: the browser renders it alone (the route's own check passed). */
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string };

export interface RenderOptions {
  /** PUBLIC_BASE_URL: the origin canonical URLs and structured data name. */
  baseUrl: string;
}

export type { ApiAnswer, ApiCall };

/** How the backend answers every API call made while rendering: in-process, through the axios instance's adapter. */
export function setServerApiAnswer(answer: (call: ApiCall) => Promise<ApiAnswer>): void {
  setApiAdapter(answeringAdapter(answer));
}

/** Successful queries and failed ones: a failure is the page's answer too ("Unternehmen nicht gefunden"). */
function shouldDehydrate(query: Query): boolean {
  return query.state.status === 'success' || query.state.status === 'error';
}

/** Errors cross as plain data (status and body); the page only asks whether a query failed. */
function plainError(error: unknown): unknown {
  if (error === null || typeof error !== 'object') return error;
  const { status, body, name } = error as { status?: unknown; body?: unknown; name?: unknown };
  return { name, status, body, message: (error as { message?: unknown }).message };
}

/** The routes and their matcher, made once: each render hands its own query cache to the loaders. */
const handler = createStaticHandler(createRoutes({ server: true }));

export async function render(pathAndQuery: string, options: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // A failed query is the page's answer (e.g. "Unternehmen nicht gefunden"), not something to load again.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const request = new Request(new URL(pathAndQuery, options.baseUrl));
  const requestContext: ServerLoadContext = { queryClient };
  const [context] = await Promise.all([
    handler.query(request, { requestContext }),
    queryClient.prefetchQuery(getGetSiteInfoQueryOptions()),
  ]);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location !== null && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`Unerwartete Antwort beim Rendern: ${context.status}`);
  }
  const clientOnly = context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.clientOnly);
  if (clientOnly && context.errors === null) return { kind: 'client-only' };

  const head = new HeadCollector(options.baseUrl);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <HeadProvider collector={head}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadProvider>
    </StrictMode>,
  );
  const meta = head.meta ?? { title: 'Branchenbuch' };
  const state = serverRenderState(
    queryClient,
    dehydrate(queryClient, { shouldDehydrateQuery: shouldDehydrate, shouldRedactErrors: () => false }),
  );
  for (const query of state.queries.queries) {
    if (query.state.error !== null) query.state.error = plainError(query.state.error) as Error;
  }
  const url = new URL(request.url);
  const modules = context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.module ?? []);
  return {
    kind: 'page',
    // A page that failed in a route (an admin segment that is not the secret one) answers with the route's status.
    status: meta.status ?? context.statusCode,
    head: renderHead(meta, options.baseUrl, url.pathname),
    html,
    // An admin route's 404 is rendered by the browser itself (its loader runs there again).
    state: clientOnly ? '' : jsonForScript(state),
    modules,
  };
}
