import { paths } from '@/config/paths';
import { FEATURED_CITIES } from '../data/home-cities';
import { HomeSection } from './home-section';
import { LinkButton } from '@/components/ui/link-button';
import { useLandingLinks } from '../api/landing-links';
import { LandingLinkList } from './landing-link-list';

export function FeaturedCities() {
  // Only combinations with entries: the API lists nothing else.
  const { data } = useLandingLinks();
  const linksOf = (name: string) => data?.cities.find((entry) => entry.city.name === name)?.links ?? [];
  return (
    <HomeSection
      id="staedte"
      titleId="staedte-titel"
      title="Beliebte Städte"
      intro="Entdecken Sie Unternehmen in den größten Städten Deutschlands."
      className="scroll-mt-20 bg-slate-50"
      keep={{ data }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURED_CITIES.map((city) => (
          <li key={city.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div
              aria-hidden="true"
              className="mb-4 grid size-12 place-items-center rounded-lg bg-blue-100 text-xl font-bold text-blue-800"
            >
              {city.name.charAt(0)}
            </div>
            <h3 className="text-lg font-semibold text-slate-900">{city.name}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{city.teaser}</p>
            <div className="mt-4">
              <LandingLinkList links={linksOf(city.name).slice(0, 4)} label={`Beliebte Branchen in ${city.name}`} />
            </div>
            <LinkButton to={paths.search({ city: city.name })} aria-label={`${city.name} erkunden`} className="mt-4">
              Erkunden
            </LinkButton>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
