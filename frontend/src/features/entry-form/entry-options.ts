/** The entry form's fixed lists (specification, "Category lists" and "Business"). */
export const ENTRY_CATEGORIES = [
  'Restaurant & Gastronomie',
  'Wellness & Schönheit',
  'Einzelhandel & Shopping',
  'Gesundheit & Medizin',
  'Handwerk & Dienstleistung',
  'Auto & Verkehr',
  'Bildung & Training',
  'Freizeit & Unterhaltung',
  'Immobilien & Bau',
  'Sonstige',
] as const;

export const COUNTRIES = ['Deutschland', 'Österreich', 'Schweiz'] as const;
export const DEFAULT_COUNTRY = 'Deutschland';

/** The 16 German federal states; the state is asked for only when the country is Deutschland. */
export const GERMAN_STATES = [
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

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, { long: string; short: string }> = {
  monday: { long: 'Montag', short: 'Mo' },
  tuesday: { long: 'Dienstag', short: 'Di' },
  wednesday: { long: 'Mittwoch', short: 'Mi' },
  thursday: { long: 'Donnerstag', short: 'Do' },
  friday: { long: 'Freitag', short: 'Fr' },
  saturday: { long: 'Samstag', short: 'Sa' },
  sunday: { long: 'Sonntag', short: 'So' },
};

/** The times a day gets when it is switched to open and there is nothing better to copy. */
export const DEFAULT_OPENING = { opens: '09:00', closes: '18:00' } as const;
