import entryCategories from './entry-categories.json';

// The value lists of a business entry, each stated once; entity, DTOs, search and import derive from them.

export { COUNTRIES, type Country } from '../places/countries';

/** How an entry came in: the public form, the admin back office or the bundled import. */
export const BUSINESS_SOURCES = ['form', 'admin', 'import'] as const;
export type BusinessSource = (typeof BUSINESS_SOURCES)[number];

/**
 * Where an entry stands in review: public entries start pending and are listed only once
 * published; a rejected one is gone for the public. Imported and admin-created entries are published.
 */
export const BUSINESS_STATUSES = ['pending', 'published', 'rejected'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** How long a deleted entry stays in the trash, restorable, before it is purged for good. */
export const TRASH_RETENTION_DAYS = 30;

/** The longest reason an administrator can give for rejecting an entry. */
export const REJECTION_REASON_MAX = 500;

/** The days of the opening hours, in the week's order; each has an opening and a closing time. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The longest value of each text field of an entry: what the forms accept and what its column holds. */
export const BUSINESS_LIMITS = {
  name: 100,
  description: 2000,
  services: 500,
  street: 100,
  postalCode: 10,
  city: 50,
  phone: 50,
  fax: 50,
  email: 254,
  website: 500,
  keywords: 500,
  imageUrl: 500,
} as const;

/**
 * The 10 categories of the entry form (specification, "Category lists"), in the form's order. A
 * JSON file so that the dataset generator (scripts/dataset-pools.mjs) reads the same list.
 */
export const ENTRY_CATEGORIES: readonly string[] = entryCategories;
export type EntryCategory = (typeof ENTRY_CATEGORIES)[number];

/** The 16 German federal states, for the public form's `state` field. */
export const STATES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
] as const;
export type State = (typeof STATES)[number];

/**
 * What a home-page tile searches for: businesses in one of `categories`; when `terms` are
 * given, only those whose text (name, keywords, services, description) has a word starting
 * with one of the terms (folded like a query, so "vermög" also matches "Vermoegen").
 */
export interface HomeCategoryMapping {
  readonly categories: readonly EntryCategory[];
  readonly terms?: readonly string[];
}

/** The 12 tiles of the home page's category grid, in the grid's order, each mapped to entry categories. */
export const HOME_CATEGORIES = {
  'Beauty & Wellness': { categories: ['Wellness & Schönheit'] },
  Einzelhandel: { categories: ['Einzelhandel & Shopping'] },
  'Auto Verkehr & Logistik': { categories: ['Auto & Verkehr'] },
  Gastronomie: { categories: ['Restaurant & Gastronomie'] },
  Handwerk: { categories: ['Handwerk & Dienstleistung'] },
  'Gesundheit & Medizin': { categories: ['Gesundheit & Medizin'] },
  'Bauen & Wohnen': { categories: ['Immobilien & Bau'] },
  Dienstleistungen: { categories: ['Handwerk & Dienstleistung', 'Sonstige'] },
  'Sport & Freizeit': { categories: ['Freizeit & Unterhaltung'] },
  'Bildung & Schulungen': { categories: ['Bildung & Training'] },
  Finanzdienstleistungen: {
    categories: ['Sonstige', 'Immobilien & Bau'],
    terms: ['steuer', 'finanz', 'versicher', 'bank', 'kredit', 'buchhalt', 'vermög', 'treuhand', 'wirtschaftsprüf'],
  },
  'Tourismus & Reisen': {
    categories: ['Freizeit & Unterhaltung', 'Restaurant & Gastronomie', 'Sonstige'],
    terms: ['reise', 'hotel', 'pension', 'touris', 'urlaub', 'ferienwohnung', 'gasthof', 'gasthaus', 'stadtführ'],
  },
} as const satisfies Record<string, HomeCategoryMapping>;
export type HomeCategory = keyof typeof HOME_CATEGORIES;
export const HOME_CATEGORY_NAMES = Object.keys(HOME_CATEGORIES) as HomeCategory[];

/**
 * The stable code of every category name, entry categories and home tiles alike (issue 16): lower-case
 * ASCII, umlauts spelt out (ä → ae, ö → oe, ü → ue, ß → ss), words joined by hyphens — the slug of the
 * category's landing pages (`/branchen/restaurant-gastronomie/berlin`). The German names are the
 * specification's display labels; a code is what integrators store and compare. Codes are added, never
 * renamed: a reworded label keeps its code. The one name both lists share, "Gesundheit & Medizin", has one.
 * Keyed by `string`: the entry categories come from JSON as plain strings, so the compiler cannot check
 * that each has a code (business-search.spec.ts does).
 */
export const CATEGORY_CODES: Readonly<Record<string, string>> = {
  'Restaurant & Gastronomie': 'restaurant-gastronomie',
  'Wellness & Schönheit': 'wellness-schoenheit',
  'Einzelhandel & Shopping': 'einzelhandel-shopping',
  'Gesundheit & Medizin': 'gesundheit-medizin',
  'Handwerk & Dienstleistung': 'handwerk-dienstleistung',
  'Auto & Verkehr': 'auto-verkehr',
  'Bildung & Training': 'bildung-training',
  'Freizeit & Unterhaltung': 'freizeit-unterhaltung',
  'Immobilien & Bau': 'immobilien-bau',
  Sonstige: 'sonstige',
  'Beauty & Wellness': 'beauty-wellness',
  Einzelhandel: 'einzelhandel',
  'Auto Verkehr & Logistik': 'auto-verkehr-logistik',
  Gastronomie: 'gastronomie',
  Handwerk: 'handwerk',
  'Bauen & Wohnen': 'bauen-wohnen',
  Dienstleistungen: 'dienstleistungen',
  'Sport & Freizeit': 'sport-freizeit',
  'Bildung & Schulungen': 'bildung-schulungen',
  Finanzdienstleistungen: 'finanzdienstleistungen',
  'Tourismus & Reisen': 'tourismus-reisen',
};

/** The codes of the 10 entry categories, in the form's order: the values of a business's `categoryCode`. */
export const ENTRY_CATEGORY_CODES: readonly string[] = ENTRY_CATEGORIES.map((name) => CATEGORY_CODES[name]);

/** The catch-all entry category, whose code a stored category outside the ten would get (no write stores one). */
const FALLBACK_CATEGORY = 'Sonstige';

/** The code of a stored entry category. */
export function entryCategoryCode(category: string): string {
  return CATEGORY_CODES[category] ?? CATEGORY_CODES[FALLBACK_CATEGORY];
}

/** The entry category a code names (the home page's tiles are filters, never an entry's category). */
export function entryCategoryOfCode(code: string): EntryCategory | undefined {
  return ENTRY_CATEGORIES.find((name) => CATEGORY_CODES[name] === code);
}

const CATEGORY_NAMES_BY_CODE = new Map(Object.entries(CATEGORY_CODES).map(([name, code]) => [code, name]));

/** The category name (entry category or home tile) a code stands for, if it is one. */
export function categoryNameOfCode(code: string): string | undefined {
  return CATEGORY_NAMES_BY_CODE.get(code);
}

/** "Name = code" for each of the names, for the OpenAPI descriptions. */
export function describeCategoryCodes(names: readonly string[]): string {
  return names.map((name) => `${name} = ${CATEGORY_CODES[name]}`).join('; ');
}

/** The Umkreis of a radius search, in km (issue 14): allowed range and the default when only `near` is given. */
export const RADIUS_KM = { min: 1, max: 100, default: 10 } as const;

/** At most this many current and future ranges per business. */
export const SPECIAL_HOURS_MAX = 30;
/** A range spans at most this many days. */
export const SPECIAL_HOURS_MAX_DAYS = 366;
export const SPECIAL_HOURS_NOTE_MAX = 60;
