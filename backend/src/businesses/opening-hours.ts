import { WEEKDAYS, type Weekday } from './business-constants';

/** `mondayOpen`, `mondayClose`, …: the 14 opening-hour properties of a business. */
export type OpeningHourField = `${Weekday}Open` | `${Weekday}Close`;
export type OpeningHours<T> = { [Field in OpeningHourField]: T };

/** One day of the opening hours: its properties, its columns and what the API documents for it. */
export interface OpeningDay {
  readonly day: Weekday;
  /** The German name of the day, for descriptions. */
  readonly label: string;
  readonly open: `${Weekday}Open`;
  readonly close: `${Weekday}Close`;
  readonly openColumn: `${Weekday}_open`;
  readonly closeColumn: `${Weekday}_close`;
  /** The example times of the OpenAPI document: a bakery's week, closed on Sunday. */
  readonly example: { readonly open: string | null; readonly close: string | null };
}

const LABELS: Record<Weekday, string> = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};

const WORKDAY_EXAMPLE = { open: '08:00', close: '18:00' };
const EXAMPLES: Partial<Record<Weekday, OpeningDay['example']>> = {
  saturday: { open: '08:00', close: '13:00' },
  sunday: { open: null, close: null },
};

export const OPENING_DAYS: readonly OpeningDay[] = WEEKDAYS.map((day) => ({
  day,
  label: LABELS[day],
  open: `${day}Open`,
  close: `${day}Close`,
  openColumn: `${day}_open`,
  closeColumn: `${day}_close`,
  example: EXAMPLES[day] ?? WORKDAY_EXAMPLE,
}));

export const OPENING_HOUR_FIELDS: readonly OpeningHourField[] = OPENING_DAYS.flatMap(({ open, close }) => [
  open,
  close,
]);

/**
 * A base class that only declares the opening-hour properties (`Hours`, e.g. OpeningHours<string | null>),
 * so a class can have them without spelling out 14 properties; decorateOpeningHours() then gives
 * them their decorators. The class itself is empty: the properties exist once they are assigned.
 */
export function openingHoursBase<Hours extends Partial<OpeningHours<unknown>>>(): abstract new () => Hours {
  return class {} as unknown as abstract new () => Hours;
}

/** Applies the decorators `decorate` returns for each day to the day's two properties of `target`. */
export function decorateOpeningHours(
  target: abstract new (...args: never[]) => object,
  decorate: (day: OpeningDay) => { open: PropertyDecorator; close: PropertyDecorator },
): void {
  for (const day of OPENING_DAYS) {
    const { open, close } = decorate(day);
    open(target.prototype as object, day.open);
    close(target.prototype as object, day.close);
  }
}

/** The 14 opening-hour values of `source`, absent ones as null. */
export function openingHoursOf(source: Partial<OpeningHours<string | null>>): OpeningHours<string | null> {
  return Object.fromEntries(OPENING_HOUR_FIELDS.map((field) => [field, source[field] ?? null])) as OpeningHours<
    string | null
  >;
}
