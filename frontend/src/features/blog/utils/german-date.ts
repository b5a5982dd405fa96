const MONTHS = [
  'januar',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
];

/** '14. Januar 2026' → '2026-01-14' for a `<time dateTime>`; undefined when it is no such date. */
export function germanDateToIso(text: string): string | undefined {
  const match = /^\s*(\d{1,2})\.\s*([A-Za-zÄÖÜäöü]+)\s+(\d{4})\s*$/.exec(text);
  if (match === null) return undefined;
  const day = Number(match[1]);
  const month = MONTHS.indexOf(match[2].toLowerCase()) + 1;
  const year = Number(match[3]);
  if (month === 0) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
