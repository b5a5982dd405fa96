import { useDocumentMeta } from '@/lib/use-document-meta';
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

export default function HomePage() {
  useDocumentMeta({
    title: 'Branchenbuch',
    description:
      'Das Branchenbuch für Deutschland, Österreich und die Schweiz: lokale Unternehmen und Dienstleister finden, Bewertungen lesen und direkt Kontakt aufnehmen – kostenlos.',
  });

  return (
    <>
      <HomeHero />
      <StatsBlock />
      <FeaturedCities />
      <LatestEntries />
      <HomeSteps />
      <TrustBlock />
      <CategoryGrid />
      <HomeFaq items={homeFaq} />
      <BlogTeasers teasers={blogTeasers} />
      <HomeCta searchFormId={SEARCH_FORM_ID} />
    </>
  );
}
