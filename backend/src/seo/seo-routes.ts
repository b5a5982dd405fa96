/**
 * The paths the SEO module answers outside /api, as Nest routes: the app keeps them out of the
 * API prefix and out of the SPA fallback (app.factory.ts).
 */
export const SEO_ROUTES = {
  sitemapIndex: 'sitemap.xml',
  sitemap: 'sitemap-:chunk.xml',
  robots: 'robots.txt',
} as const;

/** Whether a request path is one of SEO_ROUTES: a miss there is a 404, never the SPA's page. */
export function isSeoPath(url: string): boolean {
  return /^\/(sitemap[^/?]*\.xml|robots\.txt)(\?|$)/.test(url);
}
