/** German wording and formats shared by the public pages (locale de-DE). */

const LONG_DATE = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The directory is German: a fixed zone renders the same date on the server and in every browser.
  timeZone: 'Europe/Berlin',
});

const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

const INTEGER = new Intl.NumberFormat('de-DE');
const ONE_DECIMAL = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '22.11.2026, 10:00' (Berlin time): when something happened, in the admin lists. */
export function formatDateTime(value: string | Date): string {
  return DATE_TIME.format(new Date(value));
}

/** The singular for exactly one, the plural otherwise (0, 2, …). */
export function pluralize(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** '1 Ergebnis gefunden' / '1.824 Ergebnisse gefunden'. */
export function formatResultCount(count: number): string {
  return `${INTEGER.format(count)} ${pluralize(count, 'Ergebnis', 'Ergebnisse')} gefunden`;
}

/** 'Mehr als 10.000 Ergebnisse gefunden': a count that stopped early, so there are more. */
export function formatLowerBoundResultCount(count: number): string {
  return `Mehr als ${INTEGER.format(count)} Ergebnisse gefunden`;
}

/** '1.824': a whole number with German digit grouping. */
export function formatCount(count: number): string {
  return INTEGER.format(count);
}

/** '1 Bewertung' / '12 Bewertungen'. */
export function formatReviewCount(count: number): string {
  return `${INTEGER.format(count)} ${pluralize(count, 'Bewertung', 'Bewertungen')}`;
}

/** Long German date ('3. Februar 2026'), or 'Datum unbekannt' when missing or unreadable. */
export function formatLongGermanDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Datum unbekannt';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Datum unbekannt';
  return LONG_DATE.format(date);
}

/** A calendar day 'JJJJ-MM-TT' as German short date: '2027-01-15' → '15.01.2027'. */
export function formatGermanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** An average rating with exactly one decimal, German style: 4.25 → '4,3', 4 → '4,0'. */
export function formatAverageRating(average: number): string {
  return ONE_DECIMAL.format(Number.isFinite(average) ? average : 0);
}

/** A website's label without its protocol (and without a lone trailing slash): 'https://www.a.de/' → 'www.a.de'. */
/** A distance as the cards show it: '2,4 km' (one decimal, German comma). */
/**
 * A distance of the Umkreissuche ("2,4 km"). Coordinates are a place's centre, so a business in the
 * searched place itself is 0 km away whatever its street: it is shown as "im Ort", not "0,0 km".
 */
export function formatDistanceKm(km: number): string {
  if (km < 0.05) return 'im Ort';
  return `${km.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

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
