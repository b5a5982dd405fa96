import type { LandingPageDto } from '@/api/generated/model';
import { formatCount, formatEntryCount } from '@/lib/german-format';

/** 'Friseure in Berlin', 'Gesundheit & Medizin in Köln'. */
export function landingHeading({ trade, city }: Pick<LandingPageDto, 'trade' | 'city'>): string {
  return `${trade.plural} in ${city.name}`;
}

/** '12 Einträge', '1 Eintrag', 'Mehr als 10.000 Einträge' (a count that stopped early). */
export function landingEntryCount({ total, totalExact }: Pick<LandingPageDto, 'total' | 'totalExact'>): string {
  if (!totalExact) return `Mehr als ${formatCount(total)} Einträge`;
  return formatEntryCount(total);
}

/** The short introduction under the heading. */
export function landingIntro(page: Pick<LandingPageDto, 'trade' | 'city' | 'total' | 'totalExact'>): string {
  const what = page.trade.category
    ? `Unternehmen der Kategorie „${page.trade.label}“ in ${page.city.name}`
    : `${page.trade.plural} in ${page.city.name}`;
  return (
    `${landingEntryCount(page)} für ${what}: mit Adresse, Telefonnummer, Öffnungszeiten und Bewertungen. ` +
    'Verifizierte und gut bewertete Unternehmen stehen oben.'
  );
}

/** The meta description: what a search engine shows under the title. */
export function landingDescription(page: Pick<LandingPageDto, 'trade' | 'city' | 'total' | 'totalExact'>): string {
  return `${landingHeading(page)}: ${landingEntryCount(page)} mit Adresse, Telefonnummer, Öffnungszeiten und Bewertungen im Branchenbuch.`;
}
