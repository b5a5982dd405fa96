import { Country, EntryCategory, State } from '../../api/generated/model';

// The entry form's fixed lists (specification, "Category lists" and "Business") come from the
// API contract, in the specification's order.
export const ENTRY_CATEGORIES: readonly EntryCategory[] = Object.values(EntryCategory);

export const COUNTRIES: readonly Country[] = Object.values(Country);
export const DEFAULT_COUNTRY: Country = Country.Deutschland;

/** The 16 German federal states; the state is asked for only when the country is Deutschland. */
export const GERMAN_STATES: readonly State[] = Object.values(State);

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
