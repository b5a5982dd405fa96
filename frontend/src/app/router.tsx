import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import NotFoundPage from '../features/errors/not-found-page';
import { PageLoading, RootLayout } from './layout/root-layout';

/** Each page is its own chunk; the admin pages form chunks that public pages never load. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
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
      { path: ':segment/login', ...page(() => import('../features/admin/admin-login-page')) },
      { path: ':segment/dashboard', ...page(() => import('../features/admin/admin-dashboard-page')) },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
