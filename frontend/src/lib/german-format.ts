/** German wording and formats shared by the public pages (locale de-DE). */
import { berlinTime } from './berlin-time';

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/**
 * Made on first use (admin lists only): the first Intl formatter of a page loads ICU's locale data, 30–60 ms
 * on a desktop and four times that on a phone, which module evaluation would spend on every public page.
 */
let dateTime: Intl.DateTimeFormat | undefined;

/**
 * Whole numbers and one decimal are written without Intl: they are on every card of the home, search
 * and landing pages, and Intl.NumberFormat would make those pages pay the ICU load above for a dot and a
 * comma. Same output as de-DE's NumberFormat (the tests compare them): thousands grouped with '.', and
 * the decimal rounded half up from the number as JavaScript writes it (0.15 → '0,2', 4.35 → '4,4'),
 * which is what Intl does and toFixed does not (it rounds the binary value: 0.15 → '0.1').
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Counts: whole, not negative. */
function integer(value: number): string {
  return groupThousands(String(Math.round(value)));
}

/** Ratings and distances: not negative. */
function oneDecimal(value: number): string {
  const written = String(value);
  // Shifting the decimal point in the text keeps the written digits ('4.35e1' is exactly 43.5).
  const tenths = written.includes('e') ? Math.round(value * 10) : Math.round(Number(`${written}e1`));
  return `${groupThousands(String(Math.floor(tenths / 10)))},${tenths % 10}`;
}

/** '22.11.2026, 10:00' (Berlin time): when something happened, in the admin lists. */
export function formatDateTime(value: string | Date): string {
  dateTime ??= new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return dateTime.format(new Date(value));
}

/** The singular for exactly one, the plural otherwise (0, 2, …). */
export function pluralize(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** '1 Ergebnis gefunden' / '1.824 Ergebnisse gefunden'. */
export function formatResultCount(count: number): string {
  return `${integer(count)} ${pluralize(count, 'Ergebnis', 'Ergebnisse')} gefunden`;
}

/** 'Mehr als 10.000 Ergebnisse gefunden': a count that stopped early, so there are more. */
export function formatLowerBoundResultCount(count: number): string {
  return `Mehr als ${integer(count)} Ergebnisse gefunden`;
}

/** '1.824': a whole number with German digit grouping. */
export function formatCount(count: number): string {
  return integer(count);
}

/** '1 Eintrag' / '1.824 Einträge'. */
export function formatEntryCount(count: number): string {
  return `${integer(count)} ${pluralize(count, 'Eintrag', 'Einträge')}`;
}

/** '1 Bewertung' / '12 Bewertungen'. */
export function formatReviewCount(count: number): string {
  return `${integer(count)} ${pluralize(count, 'Bewertung', 'Bewertungen')}`;
}

/** Long German date ('3. Februar 2026'), or 'Datum unbekannt' when missing or unreadable. */
export function formatLongGermanDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Datum unbekannt';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Datum unbekannt';
  // By hand, not Intl: review dates are on business pages, which load no ICU data (lib/berlin-time.ts).
  const time = berlinTime(date);
  return `${time.day}. ${GERMAN_MONTHS[time.month - 1]} ${time.year}`;
}

/** A calendar day 'JJJJ-MM-TT' as German short date: '2027-01-15' → '15.01.2027'. */
export function formatGermanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** An average rating with exactly one decimal, German style: 4.25 → '4,3', 4 → '4,0'. */
export function formatAverageRating(average: number): string {
  return oneDecimal(Number.isFinite(average) ? average : 0);
}

/**
 * A distance of the Umkreissuche ("2,4 km"). Coordinates are a place's centre, so a business in the
 * searched place itself is 0 km away whatever its street: it is shown as "im Ort", not "0,0 km".
 */
export function formatDistanceKm(km: number): string {
  if (km < 0.05) return 'im Ort';
  return `${oneDecimal(km)} km`;
}

/** A website's label without its protocol (and without a lone trailing slash): 'https://www.a.de/' → 'www.a.de'. */
export function stripProtocol(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .replace(/\/$/, '');
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
