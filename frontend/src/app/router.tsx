import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  useRouteError,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { routePatterns } from '@/config/paths';
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

/**
 * The route table. In the browser each page is a lazily loaded chunk that fetches its own data; on the
 * server (`queryClient` given) a page's `prefetch` becomes its loader, so its data is in the cache
 * before it renders.
 */
export function createRoutes(server?: { queryClient: QueryClient }): RouteObject[] {
  /** Each page is its own chunk; the admin pages form chunks that public pages never load. */
  function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
    return {
      lazy: async () => {
        const module = await load();
        const prefetch = module.prefetch;
        if (server === undefined || prefetch === undefined) return { Component: module.default };
        return {
          Component: module.default,
          loader: async ({ params, request }) => {
            await prefetch(server.queryClient, { params, url: new URL(request.url) });
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
        { index: true, ...page(() => import('@/features/home/home-page')) },
        { path: routePatterns.search, ...page(() => import('@/features/search/search-page')) },
        { path: routePatterns.landing, ...page(() => import('@/features/landing/landing-page')) },
        { path: routePatterns.business, ...page(() => import('@/features/businesses/business-detail-page')) },
        { path: routePatterns.businessEdit, ...page(() => import('@/features/entry-form/entry-edit-page')) },
        { path: routePatterns.entryForm, ...page(() => import('@/features/entry-form/entry-form-page')) },
        { path: routePatterns.blog, ...page(() => import('@/features/blog/blog-list-page')) },
        { path: routePatterns.blogArticle, ...page(() => import('@/features/blog/blog-article-page')) },
        { path: routePatterns.pricing, ...page(() => import('@/features/pricing/pricing-page')) },
        { path: routePatterns.contact, ...page(() => import('@/features/contact/contact-page')) },
        { path: routePatterns.impressum, ...page(() => import('@/features/legal/impressum-page')) },
        { path: routePatterns.privacy, ...page(() => import('@/features/legal/privacy-page')) },
        { path: routePatterns.terms, ...page(() => import('@/features/legal/terms-page')) },
        { path: routePatterns.favourites, ...page(() => import('@/features/favourites/favourites-page')) },
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
  }
  return createBrowserRouter(routes);
}
