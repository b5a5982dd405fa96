import { describe, expect, it } from 'vitest';
import {
  formatAverageRating,
  formatCount,
  formatDistanceKm,
  formatLongGermanDate,
  formatLowerBoundResultCount,
  formatResultCount,
  formatReviewCount,
  pluralize,
  formatEntryCount,
  stripProtocol,
  telHref,
} from './german-format';

describe('pluralize', () => {
  it('uses the singular for exactly one only', () => {
    expect(pluralize(1, 'Ergebnis', 'Ergebnisse')).toBe('Ergebnis');
    expect(pluralize(0, 'Ergebnis', 'Ergebnisse')).toBe('Ergebnisse');
    expect(pluralize(2, 'Ergebnis', 'Ergebnisse')).toBe('Ergebnisse');
    expect(pluralize(-1, 'Ergebnis', 'Ergebnisse')).toBe('Ergebnisse');
  });

  it('words the search count and the review count', () => {
    expect(formatResultCount(1)).toBe('1 Ergebnis gefunden');
    expect(formatResultCount(24)).toBe('24 Ergebnisse gefunden');
    expect(formatResultCount(1824)).toBe('1.824 Ergebnisse gefunden');
    expect(formatLowerBoundResultCount(10000)).toBe('Mehr als 10.000 Ergebnisse gefunden');
    expect(formatReviewCount(1)).toBe('1 Bewertung');
    expect(formatReviewCount(2)).toBe('2 Bewertungen');
  });
});

describe('formatEntryCount', () => {
  it('says "1 Eintrag" for one and groups the digits of many', () => {
    expect(formatEntryCount(1)).toBe('1 Eintrag');
    expect(formatEntryCount(0)).toBe('0 Einträge');
    expect(formatEntryCount(1824)).toBe('1.824 Einträge');
  });
});

describe('formatLongGermanDate', () => {
  it('writes the long German date in German time', () => {
    expect(formatLongGermanDate('2026-02-03T10:00:00.000Z')).toBe('3. Februar 2026');
    expect(formatLongGermanDate(new Date('2025-03-15T12:00:00Z'))).toBe('15. März 2025');
  });

  it('uses the German calendar day near midnight UTC', () => {
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(formatLongGermanDate('2025-12-31T23:30:00Z')).toBe('1. Januar 2026');
  });

  it("says 'Datum unbekannt' for missing or unreadable dates", () => {
    expect(formatLongGermanDate(null)).toBe('Datum unbekannt');
    expect(formatLongGermanDate(undefined)).toBe('Datum unbekannt');
    expect(formatLongGermanDate('')).toBe('Datum unbekannt');
    expect(formatLongGermanDate('kein Datum')).toBe('Datum unbekannt');
  });
});

describe('formatAverageRating', () => {
  it('shows exactly one decimal with a German comma', () => {
    expect(formatAverageRating(4)).toBe('4,0');
    expect(formatAverageRating(4.25)).toBe('4,3');
    expect(formatAverageRating(3.333)).toBe('3,3');
    expect(formatAverageRating(Number.NaN)).toBe('0,0');
  });
});

describe('formatDistanceKm', () => {
  it('writes km with a decimal comma, and the searched place itself as "im Ort"', () => {
    expect(formatDistanceKm(2.4)).toBe('2,4 km');
    expect(formatDistanceKm(12)).toBe('12,0 km');
    expect(formatDistanceKm(0)).toBe('im Ort');
  });
});

describe('stripProtocol', () => {
  it('removes http:// and https:// and a lone trailing slash', () => {
    expect(stripProtocol('https://www.baeckerei-mueller.de')).toBe('www.baeckerei-mueller.de');
    expect(stripProtocol('http://example.de/')).toBe('example.de');
    expect(stripProtocol('HTTPS://Example.de/pfad/')).toBe('Example.de/pfad');
  });

  it('keeps paths and labels without a protocol', () => {
    expect(stripProtocol('https://example.de/kontakt?x=1')).toBe('example.de/kontakt?x=1');
    expect(stripProtocol('www.example.de')).toBe('www.example.de');
    expect(stripProtocol('  https://example.de  ')).toBe('example.de');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+49 30 123456-7')).toBe('tel:+49301234567');
    expect(telHref('(030) 12 34 56')).toBe('tel:030123456');
  });
});

describe('numbers without Intl', () => {
  it('write counts and one-decimal values exactly as de-DE Intl.NumberFormat does', () => {
    const integer = new Intl.NumberFormat('de-DE');
    const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const counts = [0, 1, 12, 999, 1000, 1824, 10000, 999999, 1000000, 1234567890];
    for (const count of counts) expect(formatCount(count)).toBe(integer.format(count));
    // Halves, values just below and above them, and binary fractions that are not what they look like (4.35).
    const decimals = [
      0, 0.05, 0.04999, 0.15, 0.25, 1.05, 2.45, 3.333, 4.25, 4.35, 4.95, 4.96, 5, 9.95, 12.34, 999.95, 1234.56,
    ];
    for (let i = 0; i < 500; i += 1) decimals.push(Math.round(Math.random() * 1_000_000) / 1000);
    for (const value of decimals) expect(formatAverageRating(value), String(value)).toBe(oneDecimal.format(value));
    expect(formatDistanceKm(1234.56)).toBe(`${oneDecimal.format(1234.56)} km`);
  });
});
