import type { PagePrefetch } from '@/lib/server-render-state';
import type { Organization, SearchAction, WebSite, WithContext } from 'schema-dts';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { paths } from '@/config/paths';
import { useAbsoluteUrl, useDocumentMeta } from '@/lib/use-document-meta';
import { landingLinksQueryOptions } from './api/landing-links';
import { latestBusinessesQueryOptions } from './api/latest-businesses';
import { BlogTeasers } from './components/blog-teasers';
import { CategoryGrid } from './components/category-grid';
import { FeaturedCities } from './components/featured-cities';
import { HomeCta } from './components/home-cta';
import { HomeFaq } from './components/home-faq';
import { HomeHero, SEARCH_FORM_ID } from './components/home-hero';
import { HomeSteps } from './components/home-steps';
import { LatestEntries } from './components/latest-entries';
import { StatsBlock } from './components/stats-block';
import { TrustBlock } from './components/trust-block';
import { blogTeasers } from './data/blog-teasers';
import { homeFaq } from './data/home-faq';

/** The site as search engines should know it: the organisation and a search box that leads to /search. */
function siteData(absoluteUrl: (path: string) => string): [WithContext<Organization>, WithContext<WebSite>] {
  const home = absoluteUrl(paths.home);
  // Google's sitelinks search box reads `query-input`, which schema.org's types (schema-dts) do not list.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?query={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${home}#organisation`,
      name: 'Branchenbuch',
      url: home,
      logo: absoluteUrl('/favicon.svg'),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: 'Branchenbuch',
      url: home,
      inLanguage: 'de-DE',
      publisher: { '@id': `${home}#organisation` },
      potentialAction: search,
    },
  ];
}

export const prefetch: PagePrefetch = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(latestBusinessesQueryOptions()),
    queryClient.prefetchQuery(landingLinksQueryOptions()),
  ]);

export default function HomePage() {
  const absoluteUrl = useAbsoluteUrl();
  useDocumentMeta({
    title: 'Branchenbuch',
    description:
      'Das Branchenbuch für Deutschland, Österreich und die Schweiz: lokale Unternehmen und Dienstleister finden, Bewertungen lesen und direkt Kontakt aufnehmen – kostenlos.',
    canonicalPath: paths.home,
    jsonLd: siteData(absoluteUrl),
  });

  return (
    <>
      {/* The search box, the testimonials and the closing call hydrate in tasks of their own (each renders one
          <section>); the bands of text and links keep their server markup (HomeSection's `keep`). */}
      <HydrateLater>
        <HomeHero />
      </HydrateLater>
      <StatsBlock />
      <FeaturedCities />
      <LatestEntries />
      <HomeSteps />
      <HydrateLater>
        <TrustBlock />
      </HydrateLater>
      <CategoryGrid />
      <HomeFaq items={homeFaq} />
      <BlogTeasers teasers={blogTeasers} />
      <HydrateLater>
        <HomeCta searchFormId={SEARCH_FORM_ID} />
      </HydrateLater>
    </>
  );
}
