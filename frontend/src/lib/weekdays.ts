/** Zod-free, so pages that only show opening hours (business page) do not load the form rules. */
/** The seven days, Montag to Sonntag, with the keys of the API's opening-hours fields. */
export const WEEKDAYS = [
  { key: 'monday', label: 'Montag' },
  { key: 'tuesday', label: 'Dienstag' },
  { key: 'wednesday', label: 'Mittwoch' },
  { key: 'thursday', label: 'Donnerstag' },
  { key: 'friday', label: 'Freitag' },
  { key: 'saturday', label: 'Samstag' },
  { key: 'sunday', label: 'Sonntag' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['key'];
/** The API's opening-hours fields: mondayOpen, mondayClose, … */
export type OpeningTimeField = `${Weekday}${'Open' | 'Close'}`;
