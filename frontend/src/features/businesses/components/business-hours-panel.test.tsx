import { render, screen } from '@testing-library/react';
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

function at(iso: string) {
  vi.useFakeTimers({ now: new Date(iso) });
  render(<BusinessHoursPanel business={week} />);
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
});
