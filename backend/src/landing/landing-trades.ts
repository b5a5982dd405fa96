import { CATEGORY_CODES, ENTRY_CATEGORIES } from '../businesses/business-constants';
import type { SearchRequest } from '../businesses/business-search';
import { foldSearchText } from '../common/search-text';

/**
 * A trade that has landing pages (`/branchen/{slug}/{city}`): a common trade found by words in
 * the entries' names and keywords, or one of the ten entry categories.
 */
export interface LandingTrade {
  /** Lower-case ASCII, umlauts folded: `baeckerei`. */
  slug: string;
  /** The trade in the singular, as a breadcrumb names it: "Bäckerei". */
  label: string;
  /** The heading's word: "Bäckereien in Berlin". */
  plural: string;
  /** Whether it is one of the entry categories (matched by the stored category, not by words). */
  category: boolean;
  /** What the trade's businesses match: the search's criteria (without the city). */
  criteria: SearchRequest;
}

/**
 * The common trades, checked against the bundled dataset's names and keywords (each finds 15 to 80
 * of its 1,824 entries). `terms` are word prefixes as a search folds them; they must occur in the
 * name or in the keywords and services: a description that mentions "gleich neben dem Friseur"
 * does not make a bakery a hairdresser, and a category name ("Restaurant & Gastronomie") does not
 * make every café a restaurant.
 */
const COMMON_TRADES: readonly { slug: string; label: string; plural: string; terms: readonly string[] }[] = [
  { slug: 'friseur', label: 'Friseur', plural: 'Friseure', terms: ['friseur', 'frisör', 'barbier', 'barbershop'] },
  { slug: 'baeckerei', label: 'Bäckerei', plural: 'Bäckereien', terms: ['bäckerei', 'bäcker', 'backstube'] },
  { slug: 'konditorei', label: 'Konditorei', plural: 'Konditoreien', terms: ['konditorei'] },
  { slug: 'restaurant', label: 'Restaurant', plural: 'Restaurants', terms: ['restaurant', 'pizzeria', 'gasthaus'] },
  { slug: 'cafe', label: 'Café', plural: 'Cafés', terms: ['café'] },
  { slug: 'imbiss', label: 'Imbiss', plural: 'Imbisse', terms: ['imbiss', 'döner'] },
  { slug: 'metzgerei', label: 'Metzgerei', plural: 'Metzgereien', terms: ['metzger', 'fleischerei'] },
  { slug: 'zahnarzt', label: 'Zahnarzt', plural: 'Zahnärzte', terms: ['zahnarzt', 'zahnärztin'] },
  { slug: 'arzt', label: 'Arzt', plural: 'Ärzte', terms: ['arzt', 'ärztin', 'hausarzt', 'allgemeinmedizin'] },
  { slug: 'tierarzt', label: 'Tierarzt', plural: 'Tierärzte', terms: ['tierarzt', 'tierärztin'] },
  { slug: 'apotheke', label: 'Apotheke', plural: 'Apotheken', terms: ['apotheke'] },
  { slug: 'optiker', label: 'Optiker', plural: 'Optiker', terms: ['optiker', 'augenoptik'] },
  {
    slug: 'physiotherapie',
    label: 'Physiotherapie',
    plural: 'Physiotherapeuten',
    terms: ['physiotherapie', 'krankengymnastik'],
  },
  { slug: 'rechtsanwalt', label: 'Rechtsanwalt', plural: 'Rechtsanwälte', terms: ['rechtsanwalt', 'anwalt'] },
  { slug: 'steuerberater', label: 'Steuerberater', plural: 'Steuerberater', terms: ['steuerberat'] },
  {
    slug: 'versicherung',
    label: 'Versicherung',
    plural: 'Versicherungen',
    terms: ['versicherungsmakler', 'versicherungsagentur'],
  },
  { slug: 'immobilienmakler', label: 'Immobilienmakler', plural: 'Immobilienmakler', terms: ['immobilienmakler'] },
  { slug: 'architekt', label: 'Architekt', plural: 'Architekten', terms: ['architekt'] },
  {
    slug: 'autowerkstatt',
    label: 'Autowerkstatt',
    plural: 'Autowerkstätten',
    terms: ['autowerkstatt', 'kfz-werkstatt'],
  },
  { slug: 'autohaus', label: 'Autohaus', plural: 'Autohäuser', terms: ['autohaus', 'autohändler'] },
  { slug: 'fahrschule', label: 'Fahrschule', plural: 'Fahrschulen', terms: ['fahrschule'] },
  { slug: 'taxi', label: 'Taxi', plural: 'Taxiunternehmen', terms: ['taxi'] },
  { slug: 'elektriker', label: 'Elektriker', plural: 'Elektriker', terms: ['elektriker', 'elektroinstallation'] },
  {
    slug: 'installateur',
    label: 'Installateur',
    plural: 'Installateure',
    terms: ['installateur', 'sanitär', 'klempner'],
  },
  { slug: 'maler', label: 'Maler', plural: 'Maler', terms: ['maler', 'anstreicher'] },
  { slug: 'fliesenleger', label: 'Fliesenleger', plural: 'Fliesenleger', terms: ['fliesenleger'] },
  { slug: 'tischler', label: 'Tischler', plural: 'Tischler', terms: ['tischler', 'schreiner'] },
  { slug: 'dachdecker', label: 'Dachdecker', plural: 'Dachdecker', terms: ['dachdecker'] },
  { slug: 'umzugsunternehmen', label: 'Umzugsunternehmen', plural: 'Umzugsunternehmen', terms: ['umzug'] },
  {
    slug: 'gebaeudereinigung',
    label: 'Gebäudereinigung',
    plural: 'Gebäudereinigungen',
    terms: ['gebäudereinigung', 'putzfirma'],
  },
  { slug: 'kosmetikstudio', label: 'Kosmetikstudio', plural: 'Kosmetikstudios', terms: ['kosmetik'] },
  { slug: 'nagelstudio', label: 'Nagelstudio', plural: 'Nagelstudios', terms: ['nagelstudio'] },
  { slug: 'fitnessstudio', label: 'Fitnessstudio', plural: 'Fitnessstudios', terms: ['fitness', 'gym'] },
  { slug: 'yoga', label: 'Yogastudio', plural: 'Yogastudios', terms: ['yoga', 'pilates'] },
  { slug: 'tanzschule', label: 'Tanzschule', plural: 'Tanzschulen', terms: ['tanzschule'] },
  { slug: 'musikschule', label: 'Musikschule', plural: 'Musikschulen', terms: ['musikschule', 'musikunterricht'] },
  { slug: 'nachhilfe', label: 'Nachhilfe', plural: 'Nachhilfe', terms: ['nachhilfe'] },
  { slug: 'hotel', label: 'Hotel', plural: 'Hotels und Pensionen', terms: ['hotel', 'pension'] },
  { slug: 'reisebuero', label: 'Reisebüro', plural: 'Reisebüros', terms: ['reisebüro'] },
  { slug: 'blumenladen', label: 'Blumenladen', plural: 'Blumenläden', terms: ['blumenladen', 'florist'] },
  { slug: 'buchhandlung', label: 'Buchhandlung', plural: 'Buchhandlungen', terms: ['buchhandlung'] },
  { slug: 'fahrradladen', label: 'Fahrradladen', plural: 'Fahrradläden', terms: ['fahrrad'] },
];

/**
 * A URL slug: lower-case ASCII with umlauts spelt out (München → `muenchen`, Köln → `koeln`,
 * Zürich → `zuerich`), other accents dropped, every other run of characters one hyphen
 * ("Halle (Saale)" → `halle-saale`).
 */
export function landingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A term as a tsquery part: a word prefix counted only in the name (weight A) and the keywords
 * and services (weight C) of search_document. Compound terms ("kfz-werkstatt") become their parts.
 */
function termQuery(term: string): string {
  const words = foldSearchText(term).match(/[\p{L}\p{Nd}]+/gu) ?? [];
  const parts = words.map((word) => `'${word}':*AC`);
  return parts.length === 1 ? parts[0] : `(${parts.join(' <-> ')})`;
}

/** Every trade with landing pages: the common trades, then the ten entry categories (slug: the category's code). */
export const LANDING_TRADES: readonly LandingTrade[] = [
  ...COMMON_TRADES.map(({ terms, ...trade }) => ({
    ...trade,
    category: false,
    criteria: { categoryTsQuery: terms.map(termQuery).join(' | ') },
  })),
  ...ENTRY_CATEGORIES.map((name) => ({
    slug: CATEGORY_CODES[name],
    label: name,
    plural: name,
    category: true,
    criteria: { categories: [name] },
  })),
];

const TRADES_BY_SLUG = new Map(LANDING_TRADES.map((trade) => [trade.slug, trade]));

export function landingTrade(slug: string): LandingTrade | undefined {
  return TRADES_BY_SLUG.get(slug);
}
