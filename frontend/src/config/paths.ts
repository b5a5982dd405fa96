/** Every route of the specification's route table, with builders for the dynamic ones. */
export const paths = {
  home: '/',
  search: (params: { query?: string; category?: string; city?: string } = {}): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value.trim() !== '') search.set(key, value.trim());
    }
    const query = search.toString();
    return query === '' ? '/search' : `/search?${query}`;
  },
  business: (id: string): string => `/business/${encodeURIComponent(id)}`,
  businessEdit: (id: string): string => `/business/${encodeURIComponent(id)}/edit`,
  entryForm: '/secret-business-entry-form',
  adminLogin: (segment: string): string => `/${segment}/login`,
  adminDashboard: (segment: string): string => `/${segment}/dashboard`,
  blog: '/blog',
  blogArticle: (slug: string): string => `/blog/${encodeURIComponent(slug)}`,
  pricing: '/preise',
  contact: '/kontakt',
  impressum: '/impressum',
  privacy: '/datenschutz',
  terms: '/agb',
} as const;

/**
 * The route table's patterns: `app/router.tsx` mounts each page on one of these, and components
 * match against them (`useMatch`), so a route is spelled in this file only.
 */
export const routePatterns = {
  home: paths.home,
  search: '/search',
  business: '/business/:id',
  businessEdit: '/business/:id/edit',
  entryForm: paths.entryForm,
  blog: paths.blog,
  blogArticle: '/blog/:slug',
  pricing: paths.pricing,
  contact: paths.contact,
  impressum: paths.impressum,
  privacy: paths.privacy,
  terms: paths.terms,
  adminLogin: '/:segment/login',
  adminDashboard: '/:segment/dashboard',
} as const;
