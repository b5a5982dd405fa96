import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CATEGORY_TILES } from '../data/category-tiles';
import { HomeSection } from './home-section';
import { Icon } from '@/components/ui/icon';
import { useLandingLinks } from '../api/landing-links';
import { LandingLinkList } from './landing-link-list';

export function CategoryGrid() {
  const { data } = useLandingLinks();
  const popular = data?.popular ?? [];
  return (
    <HomeSection
      id="kategorien"
      titleId="kategorien-titel"
      title="Beliebte Kategorien"
      intro="Finden Sie Anbieter nach Branche."
      className="scroll-mt-20 bg-white"
      keep={{ data }}
    >
      <ul aria-label="Kategorien" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {CATEGORY_TILES.map((tile) => (
          <li key={tile.name}>
            <Link
              to={paths.search({ category: tile.name })}
              className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-blue-300 hover:shadow-md sm:p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-blue-50 text-blue-700"
              >
                <Icon path={tile.icon} className="size-6" rounded strokeWidth="1.75" />
              </span>
              <span className="hyphens-auto text-sm font-semibold text-slate-800 [overflow-wrap:anywhere] sm:text-base">
                {tile.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {popular.length > 0 && (
        <div className="mt-10">
          <h3 className="mb-3 text-lg font-semibold text-slate-900">Gefragte Branchen in Ihrer Stadt</h3>
          <LandingLinkList links={popular} withCity label="Gefragte Branchen in Ihrer Stadt" />
        </div>
      )}
    </HomeSection>
  );
}
