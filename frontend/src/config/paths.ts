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

/** Route patterns with parameters, for `useMatch` outside the matched route (the edit prompt). */
export const routePatterns = {
  business: '/business/:id',
  businessEdit: '/business/:id/edit',
} as const;
