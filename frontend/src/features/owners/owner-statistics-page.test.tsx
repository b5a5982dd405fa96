import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusinessStatisticsDto } from '@/api/generated/model';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import OwnerStatisticsPage, { periodRange } from './owner-statistics-page';

let restore: () => void = () => undefined;
afterEach(() => restore());

const zero = { views: 0, searchAppearances: 0, phoneClicks: 0, websiteClicks: 0, routeClicks: 0, emailClicks: 0 };

function statistics(from: string, to: string): BusinessStatisticsDto {
  return {
    from,
    to,
    totals: { ...zero, views: 12, searchAppearances: 340, phoneClicks: 3 },
    days: [
      { date: from, ...zero, views: 5 },
      { date: to, ...zero, views: 7, searchAppearances: 340, phoneClicks: 3 },
    ],
  };
}

describe('owner statistics page', () => {
  it('shows the totals of the last 30 days, a chart and the CSV of the same days, and asks again for 365', async () => {
    const fake = installFakeApi({
      'GET /api/owner/me': () => ({ status: 200, data: { email: 'inhaberin@example.de' } }),
      'GET /api/owner/businesses/b1/statistics': (request) => {
        const { from, to } = request.params as { from: string; to: string };
        return { status: 200, data: statistics(from, to) };
      },
    });
    restore = fake.restore;
    renderRoutes(
      [{ path: '/inhaber/eintraege/:id/statistik', element: <OwnerStatisticsPage /> }],
      '/inhaber/eintraege/b1/statistik',
    );

    const views = await screen.findByText('Aufrufe der Seite', { selector: 'dt' });
    expect(views.nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Anzeigen in Suchergebnissen', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '340',
    );
    expect(
      screen.getByRole('img', { name: /Aufrufe der Seite pro Tag: zusammen 12, höchstens 7/ }),
    ).toBeInTheDocument();
    const { from, to } = periodRange(30, new Date());
    expect(screen.getByRole('link', { name: /Als CSV herunterladen/ })).toHaveAttribute(
      'href',
      `/api/owner/businesses/b1/statistics.csv?from=${from}&to=${to}`,
    );

    await userEvent.selectOptions(screen.getByLabelText('Kennzahl'), 'phoneClicks');
    expect(screen.getByRole('img', { name: /Klicks auf die Telefonnummer pro Tag: zusammen 3/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '365 Tage' }));
    await waitFor(() => expect(fake.requests.at(-1)?.params).toEqual(periodRange(365, new Date())));
    expect(screen.getByRole('button', { name: '365 Tage' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('periodRange', () => {
  it('counts back on German time, today included', () => {
    // 23:30 UTC on 31 December is already 1 January in Berlin.
    expect(periodRange(30, new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2026-12-03', to: '2027-01-01' });
    expect(periodRange(365, new Date('2026-06-15T10:00:00Z'))).toEqual({ from: '2025-06-16', to: '2026-06-15' });
  });
});
