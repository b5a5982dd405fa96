import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  useRouteError,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import NotFoundPage from '../features/errors/not-found-page';
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
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      { index: true, ...page(() => import('../features/home/home-page')) },
      { path: 'search', ...page(() => import('../features/search/search-page')) },
      { path: 'business/:id', ...page(() => import('../features/businesses/business-detail-page')) },
      { path: 'business/:id/edit', ...page(() => import('../features/entry-form/entry-edit-page')) },
      { path: 'secret-business-entry-form', ...page(() => import('../features/entry-form/entry-form-page')) },
      { path: 'blog', ...page(() => import('../features/blog/blog-list-page')) },
      { path: 'blog/:slug', ...page(() => import('../features/blog/blog-article-page')) },
      { path: 'preise', ...page(() => import('../features/pricing/pricing-page')) },
      { path: 'kontakt', ...page(() => import('../features/contact/contact-page')) },
      { path: 'impressum', ...page(() => import('../features/legal/impressum-page')) },
      { path: 'datenschutz', ...page(() => import('../features/legal/privacy-page')) },
      { path: 'agb', ...page(() => import('../features/legal/terms-page')) },
      { path: ':segment/login', ...adminPage(() => import('../features/admin/admin-login-page')) },
      { path: ':segment/dashboard', ...adminPage(() => import('../features/admin/admin-dashboard-page')) },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
