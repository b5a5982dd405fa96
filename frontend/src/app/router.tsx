import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  useRouteError,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { routePatterns } from '@/config/paths';
import { nextTask } from '@/lib/next-task';
import type { PagePrefetch } from '@/lib/server-render-state';
import NotFoundPage from '@/features/errors/not-found-page';
import { PageLoading, RootLayout } from './layout/root-layout';

/** An admin page: its loader asks the server whether the segment is the secret one (the client never knows it). */
function adminPage(
  load: () => Promise<{ default: ComponentType; loader: LoaderFunction }>,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary' | 'handle'> {
  return {
    handle: { clientOnly: true } satisfies RouteHandle,
    lazy: async () => {
      const module = await load();
      return { Component: module.default, loader: module.loader };
    },
    ErrorBoundary: AdminRouteError,
  };
}

/** Any other segment looks like every unknown path; other failures get a plain German message. */
function AdminRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-700">
      Die Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.
    </p>
  );
}

interface PageModule {
  default: ComponentType;
  /** Loads the page's data into the query cache on the server (see lib/server-render-state.ts). */
  prefetch?: PagePrefetch;
}

/** The public pages' modules, by their path from the project (the build manifest's key, with a leading slash). */
const PAGE_MODULES = import.meta.glob<PageModule>([
  '/src/features/*/*-page.tsx',
  '!/src/features/admin/**',
  '!/src/features/errors/**',
]);
type PageModulePath = `/src/features/${string}-page.tsx`;

/** What the server hands its loaders with each request (`handler.query(request, { requestContext })`). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

/**
 * The route table. In the browser each page is a lazily loaded chunk that fetches its own data; on the
 * server (made once per process) a page's `prefetch` becomes its loader, so its data is in the request's
 * query cache before it renders.
 */
export function createRoutes(options: { server: boolean } = { server: false }): RouteObject[] {
  /**
   * Each page is its own chunk; the admin pages form chunks that public pages never load. The route's handle
   * names the page's module, so the server can announce the chunks the page will load with its HTML.
   */
  function page(module: PageModulePath): Pick<RouteObject, 'lazy' | 'handle'> {
    const load = PAGE_MODULES[module];
    if (load === undefined) throw new Error(`Seitenmodul ${module} gibt es nicht`);
    return {
      handle: { module: module.slice(1) } satisfies RouteHandle,
      lazy: async () => {
        const loaded = await load();
        const prefetch = loaded.prefetch;
        if (!options.server || prefetch === undefined) return { Component: loaded.default };
        return {
          Component: loaded.default,
          loader: async ({ params, request, context }) => {
            await prefetch((context as ServerLoadContext).queryClient, { params, url: new URL(request.url) });
            return null;
          },
        };
      },
    };
  }

  return [
    {
      path: routePatterns.home,
      Component: RootLayout,
      HydrateFallback: PageLoading,
      children: [
        { index: true, ...page('/src/features/home/home-page.tsx') },
        { path: routePatterns.search, ...page('/src/features/search/search-page.tsx') },
        { path: routePatterns.landing, ...page('/src/features/landing/landing-page.tsx') },
        { path: routePatterns.business, ...page('/src/features/businesses/business-detail-page.tsx') },
        { path: routePatterns.businessEdit, ...page('/src/features/entry-form/entry-edit-page.tsx') },
        { path: routePatterns.entryForm, ...page('/src/features/entry-form/entry-form-page.tsx') },
        { path: routePatterns.blog, ...page('/src/features/blog/blog-list-page.tsx') },
        { path: routePatterns.blogArticle, ...page('/src/features/blog/blog-article-page.tsx') },
        { path: routePatterns.pricing, ...page('/src/features/pricing/pricing-page.tsx') },
        { path: routePatterns.contact, ...page('/src/features/contact/contact-page.tsx') },
        { path: routePatterns.impressum, ...page('/src/features/legal/impressum-page.tsx') },
        { path: routePatterns.privacy, ...page('/src/features/legal/privacy-page.tsx') },
        { path: routePatterns.terms, ...page('/src/features/legal/terms-page.tsx') },
        { path: routePatterns.favourites, ...page('/src/features/favourites/favourites-page.tsx') },
        { path: routePatterns.ownerLogin, ...page('/src/features/owners/owner-login-page.tsx') },
        { path: routePatterns.ownerHome, ...page('/src/features/owners/owner-home-page.tsx') },
        { path: routePatterns.ownerSettings, ...page('/src/features/owners/owner-settings-page.tsx') },
        { path: routePatterns.ownerEdit, ...page('/src/features/entry-form/owner-entry-edit-page.tsx') },
        { path: routePatterns.ownerReviews, ...page('/src/features/owners/owner-reviews-page.tsx') },
        { path: routePatterns.ownerHours, ...page('/src/features/owners/owner-special-hours-page.tsx') },
        { path: routePatterns.ownerStatistics, ...page('/src/features/owners/owner-statistics-page.tsx') },
        { path: routePatterns.businessClaim, ...page('/src/features/owners/business-claim-page.tsx') },
        { path: routePatterns.adminLogin, ...adminPage(() => import('@/features/admin/admin-login-page')) },
        { path: routePatterns.adminDashboard, ...adminPage(() => import('@/features/admin/admin-dashboard-page')) },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** The browser's route table (tests render it too). */
export const routes: RouteObject[] = createRoutes();

/** Admin pages are never rendered on the server: their route carries this handle. */
export interface RouteHandle {
  clientOnly?: boolean;
  /** A page's module as the build manifest names it ('src/features/home/home-page.tsx'). */
  module?: string;
}

/**
 * The browser's router. Hydrating a server-rendered page needs the matched pages' chunks loaded first, or
 * the first render would show the loading fallback instead of the server's HTML.
 */
export async function createRouter(options: { hydrate: boolean }) {
  if (options.hydrate) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const resolved = await route.lazy();
        Object.assign(route, { ...resolved, lazy: undefined });
      }),
    );
    // Evaluating the page's chunk and making the router are tasks of their own (a phone answers taps between).
    await nextTask();
  }
  return createBrowserRouter(routes);
}
