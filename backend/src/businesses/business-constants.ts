import { coded } from '../common/error-codes';
import entryCategories from './entry-categories.json';

// The value lists of a business entry, each stated once; entity, DTOs, search and import derive from them.

export const COUNTRIES = ['Deutschland', 'Österreich', 'Schweiz'] as const;
export type Country = (typeof COUNTRIES)[number];

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

export const BUSINESS_NOT_FOUND = 'Unternehmen nicht gefunden';
export const EDIT_LOCKED_BY_ADMIN =
  'Dieser Eintrag wurde von der Redaktion bearbeitet und kann nicht mehr mit dem Bearbeitungslink geändert werden.';
export const EDIT_FORBIDDEN =
  'Bearbeitung nicht erlaubt: Der Bearbeitungszeitraum ist abgelaufen oder der Schlüssel ist ungültig.';
/** The same errors with their stable codes, as thrown and documented. */
export const BUSINESS_NOT_FOUND_ERROR = coded('BUSINESS_NOT_FOUND', BUSINESS_NOT_FOUND);
export const EDIT_LOCKED_BY_ADMIN_ERROR = coded('EDIT_LOCKED_BY_ADMIN', EDIT_LOCKED_BY_ADMIN);
export const EDIT_FORBIDDEN_ERROR = coded('EDIT_TOKEN_EXPIRED', EDIT_FORBIDDEN);

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
