/** The countries of the directory (DACH), by their German names as entries and visitors write them. */
export const COUNTRIES = ['Deutschland', 'Österreich', 'Schweiz'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Whether a value read from outside (a data set, a row) names one of the directory's countries. */
export function isCountry(value: unknown): value is Country {
  return (COUNTRIES as readonly unknown[]).includes(value);
}
