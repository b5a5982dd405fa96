import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessDto } from '@/api/generated/model';
import { BusinessHoursPanel } from './business-hours-panel';

const week = {
  mondayOpen: '08:00',
  mondayClose: '18:00',
  tuesdayOpen: '08:00',
  tuesdayClose: '18:00',
  wednesdayOpen: null,
  wednesdayClose: null,
  thursdayOpen: '08:00',
  thursdayClose: null,
  fridayOpen: '08:00',
  fridayClose: '18:00',
  saturdayOpen: null,
  saturdayClose: null,
  sundayOpen: null,
  sundayClose: null,
} as unknown as BusinessDto;

function at(iso: string, business: BusinessDto = week) {
  vi.useFakeTimers({ now: new Date(iso) });
  render(<BusinessHoursPanel business={business} />);
}

describe('BusinessHoursPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('is open on Monday at the closing minute (German time)', () => {
    at('2026-03-02T17:00:00Z'); // Monday 18:00 CET
    expect(screen.getByText('Geöffnet bis 18:00')).toBeInTheDocument();
    expect(screen.getByText('(heute)').closest('div')).toHaveTextContent('Montag (heute)08:00 – 18:00');
  });

  it('says when it opens before the opening time', () => {
    at('2026-03-03T06:59:00Z'); // Tuesday 07:59 CET
    expect(screen.getByText('Geschlossen - Öffnet um 08:00')).toBeInTheDocument();
  });

  it("is plain 'Geschlossen' on a day without times", () => {
    at('2026-03-04T11:00:00Z'); // Wednesday
    // The status line (the list's cells are <dd>).
    expect(screen.getByText('Geschlossen', { selector: 'p > span' })).toBeInTheDocument();
  });

  it("is plain 'Geschlossen' when one time is missing", () => {
    at('2026-03-05T11:00:00Z');
    expect(screen.getByText('Geschlossen', { selector: 'p > span' })).toBeInTheDocument();
  });

  it('lists Montag to Sonntag', () => {
    at('2026-03-05T11:00:00Z'); // Thursday: closing time missing
    const rows = screen.getAllByRole('term').map((term) => term.textContent);
    expect(rows).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag (heute)', 'Freitag', 'Samstag', 'Sonntag']);
    expect(screen.getAllByRole('definition').map((cell) => cell.textContent)).toEqual([
      '08:00 – 18:00',
      '08:00 – 18:00',
      'Geschlossen',
      'Geschlossen',
      '08:00 – 18:00',
      'Geschlossen',
      'Geschlossen',
    ]);
  });

  it("is open on Saturday at 01:00 by Friday's hours past midnight", () => {
    at('2026-03-07T00:00:00Z', { ...week, fridayOpen: '18:00', fridayClose: '02:00' }); // Saturday 01:00 CET
    expect(screen.getByText('Geöffnet bis 02:00')).toBeInTheDocument();
    expect(screen.getAllByRole('definition')[4]).toHaveTextContent('18:00 – 02:00');
  });

  it('is closed while temporarily closed, and open again after the last closed day', () => {
    const closed = { ...week, temporarilyClosed: true, temporarilyClosedUntil: '2026-03-02' } as BusinessDto;
    at('2026-03-02T11:00:00Z', closed); // Monday 12:00 CET, the last closed day
    expect(screen.getByText('Vorübergehend geschlossen bis 02.03.2026')).toBeInTheDocument();
    cleanup();
    at('2026-03-03T11:00:00Z', closed); // Tuesday: the closure has ended by itself
    expect(screen.getByText('Geöffnet bis 18:00')).toBeInTheDocument();
  });
});

describe('BusinessHoursPanel with special hours and public holidays', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  const calendar = {
    ...week,
    specialHours: [
      { startsOn: '2026-10-05', endsOn: '2026-10-09', opens: null, closes: null, note: 'Betriebsurlaub' },
      { startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '09:00', closes: '13:00', note: 'Heiligabend' },
    ],
    holidays: [{ date: '2026-10-03', name: 'Tag der Deutschen Einheit' }],
  } as unknown as BusinessDto;

  it('is closed on a public holiday and names it', () => {
    at('2026-10-03T08:00:00Z', { ...calendar, saturdayOpen: '08:00', saturdayClose: '18:00' });
    expect(screen.getByText('Heute geschlossen (Feiertag: Tag der Deutschen Einheit)')).toBeInTheDocument();
  });

  it('is closed during the owner’s Betriebsurlaub, with its note, on a day it would be open', () => {
    at('2026-10-05T08:00:00Z', calendar); // Monday 10:00 CEST
    expect(screen.getByText('Heute geschlossen (Betriebsurlaub)')).toBeInTheDocument();
  });

  it('lists the days that differ, by first day', () => {
    at('2026-10-01T08:00:00Z', calendar);
    const rows = screen
      .getByText('Abweichende Öffnungszeiten')
      .nextElementSibling?.querySelectorAll('div') as NodeListOf<HTMLElement>;
    expect([...rows].map((row) => row.textContent)).toEqual([
      '03.10.2026Feiertag: Tag der Deutschen EinheitGeschlossen',
      '05.10.2026 – 09.10.2026BetriebsurlaubGeschlossen',
      '24.12.2026Heiligabend09:00 – 13:00',
    ]);
  });

  it('opens by the special hours on their day', () => {
    at('2026-12-24T11:00:00Z', calendar); // Thursday 12:00 CET, a day with no closing time in the week
    expect(screen.getByText('Geöffnet bis 13:00')).toBeInTheDocument();
  });
});
