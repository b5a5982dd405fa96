import { formatEntryCount } from '@/lib/german-format';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteLogo } from './site-logo';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';
import { useFavourites } from '@/lib/favourites';

const NAVIGATION = [
  { to: paths.home, label: 'Home' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.pricing, label: 'Preise' },
  { to: paths.contact, label: 'Kontakt' },
  { to: paths.terms, label: 'AGB' },
  { to: paths.impressum, label: 'Impressum' },
] as const;

function navClass({ isActive }: { isActive: boolean }): string {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
}

/** The saved businesses of this browser, with their count (live, also when another tab saves one). */
function FavouritesLink({ onClick }: { onClick: () => void }) {
  const count = useFavourites()?.length ?? 0;
  return (
    <NavLink
      to={paths.favourites}
      onClick={onClick}
      aria-label={count > 0 ? `Merkliste (${formatEntryCount(count)})` : 'Merkliste'}
      className={(state) => `${navClass(state)} inline-flex items-center gap-1.5`}
    >
      <Icon path={ICONS.heart} className={`size-5 ${count > 0 ? 'fill-rose-600 text-rose-600' : 'fill-none'}`} />
      <span className="hidden sm:inline">Merkliste</span>
      {count > 0 && (
        <span
          data-testid="merkliste-anzahl"
          className="min-w-5 rounded-full bg-rose-600 px-1.5 text-center text-xs font-semibold leading-5 text-white"
        >
          {count}
        </span>
      )}
    </NavLink>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} aria-label="Branchenbuch – zur Startseite" onClick={close}>
          <SiteLogo />
        </Link>
        <nav aria-label="Hauptnavigation" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <FavouritesLink onClick={close} />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Menü schließen' : 'Menü öffnen'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon className="size-6">{menuOpen ? <path d={ICONS.close} /> : <path d={ICONS.menu} />}</Icon>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile Navigation" className="border-t border-slate-200 bg-white md:hidden">
          <ul className="space-y-1 px-4 py-3">
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={navClass} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
