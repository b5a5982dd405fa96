/** The countries of the directory (DACH), by their German names as entries and visitors write them. */
export const COUNTRIES = ['Deutschland', 'Österreich', 'Schweiz'] as const;
export type Country = (typeof COUNTRIES)[number];
