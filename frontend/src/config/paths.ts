/** Every route of the specification's route table, with builders for the dynamic ones. */
export const paths = {
  home: '/',
  /** `near` and `radius`: the Umkreissuche (a place and km), instead of `city`. */
  search: (
    params: { query?: string; category?: string; city?: string; near?: string; radius?: string } = {},
  ): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value.trim() !== '') search.set(key, value.trim());
    }
    const query = search.toString();
    return query === '' ? '/search' : `/search?${query}`;
  },
  /** A landing page for a trade in a city (`/branchen/friseur/berlin`), `?page=N` from page 2. */
  landing: (trade: string, city: string, page = 1): string =>
    `/branchen/${encodeURIComponent(trade)}/${encodeURIComponent(city)}${page > 1 ? `?page=${page}` : ''}`,
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
  favourites: '/merkliste',
  ownerLogin: '/inhaber/anmelden',
  ownerHome: '/inhaber',
  ownerSettings: '/inhaber/einstellungen',
  ownerEdit: (id: string): string => `/inhaber/eintraege/${encodeURIComponent(id)}`,
  ownerReviews: (id: string): string => `/inhaber/eintraege/${encodeURIComponent(id)}/bewertungen`,
  ownerHours: (id: string): string => `/inhaber/eintraege/${encodeURIComponent(id)}/zeiten`,
  ownerStatistics: (id: string): string => `/inhaber/eintraege/${encodeURIComponent(id)}/statistik`,
  businessClaim: (id: string): string => `/business/${encodeURIComponent(id)}/uebernehmen`,
} as const;

/**
 * The route table's patterns: `app/router.tsx` mounts each page on one of these, and components
 * match against them (`useMatch`), so a route is spelled in this file only.
 */
export const routePatterns = {
  home: paths.home,
  search: '/search',
  landing: '/branchen/:trade/:city',
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
  favourites: paths.favourites,
  ownerLogin: paths.ownerLogin,
  ownerHome: paths.ownerHome,
  ownerSettings: paths.ownerSettings,
  ownerEdit: '/inhaber/eintraege/:id',
  ownerReviews: '/inhaber/eintraege/:id/bewertungen',
  ownerHours: '/inhaber/eintraege/:id/zeiten',
  ownerStatistics: '/inhaber/eintraege/:id/statistik',
  businessClaim: '/business/:id/uebernehmen',
  adminLogin: '/:segment/login',
  adminDashboard: '/:segment/dashboard',
} as const;
