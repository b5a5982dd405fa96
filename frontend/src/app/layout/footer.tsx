import { Link } from 'react-router-dom';
import { useSiteInfo } from '@/lib/site-info';
import { paths } from '@/config/paths';
import { KeepServerMarkup } from '@/components/ui/hydrate-later';
import { SiteLogo } from './site-logo';

const QUICK_LINKS = [
  { to: paths.search(), label: 'Unternehmen suchen' },
  { to: `${paths.home}#kategorien`, label: 'Kategorien' },
  { to: `${paths.home}#staedte`, label: 'Städte' },
  { to: paths.search(), label: 'Bewertungen' },
] as const;

const LEGAL_LINKS = [
  { to: paths.privacy, label: 'Datenschutz' },
  { to: paths.impressum, label: 'Impressum' },
  { to: paths.terms, label: 'AGB' },
  { to: paths.contact, label: 'Kontakt' },
] as const;

function LinkList({ links, className }: { links: readonly { to: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className="hover:text-white hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { data: site } = useSiteInfo();

  // Text and links only: the server's markup is kept, not hydrated.
  return (
    <KeepServerMarkup data={site}>
      <footer className="mt-auto border-t border-slate-800 bg-slate-900 text-slate-300">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
          <div className="space-y-3">
            <div className="[&_span]:text-white">
              <SiteLogo />
            </div>
            <p className="text-sm leading-relaxed text-slate-400">
              Das Branchenbuch für Deutschland, Österreich und die Schweiz: lokale Unternehmen finden, vergleichen und
              kontaktieren – kostenlos.
            </p>
          </div>
          <nav aria-label="Schnellzugriff">
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">Schnellzugriff</h2>
            <LinkList links={QUICK_LINKS} className="space-y-2 text-sm" />
          </nav>
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">Kontakt</h2>
            <ul className="space-y-2 text-sm">
              <li>
                E-Mail:{' '}
                {site !== undefined ? (
                  <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                    {site.email}
                  </a>
                ) : (
                  '…'
                )}
              </li>
              <li>
                Telefon:{' '}
                {site !== undefined ? (
                  <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} className="hover:text-white hover:underline">
                    {site.phone}
                  </a>
                ) : (
                  '…'
                )}
              </li>
              <li>Deutschlandweit für Sie erreichbar</li>
            </ul>
          </div>
        </div>
        <div className="border-t border-slate-800">
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
            <p className="text-slate-400">
              © {new Date().getFullYear()} {site?.companyName ?? 'Branchenbuch'}
            </p>
            <nav aria-label="Rechtliches">
              <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
            </nav>
          </div>
        </div>
      </footer>
    </KeepServerMarkup>
  );
}
