import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  useRouteError,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { routePatterns } from '@/config/paths';
import NotFoundPage from '@/features/errors/not-found-page';
import { PageLoading, RootLayout } from './layout/root-layout';

/** Each page is its own chunk; the admin pages form chunks that public pages never load. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** An admin page: its loader asks the server whether the segment is the secret one (the client never knows it). */
function adminPage(
  load: () => Promise<{ default: ComponentType; loader: LoaderFunction }>,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
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

export const routes: RouteObject[] = [
  {
    path: routePatterns.home,
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      { index: true, ...page(() => import('@/features/home/home-page')) },
      { path: routePatterns.search, ...page(() => import('@/features/search/search-page')) },
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
      { path: routePatterns.adminLogin, ...adminPage(() => import('@/features/admin/admin-login-page')) },
      { path: routePatterns.adminDashboard, ...adminPage(() => import('@/features/admin/admin-dashboard-page')) },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
