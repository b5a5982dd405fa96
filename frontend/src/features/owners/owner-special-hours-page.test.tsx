import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import OwnerSpecialHoursPage from './owner-special-hours-page';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

const renderPage = () =>
  renderRoutes(
    [{ path: '/inhaber/eintraege/:id/zeiten', element: <OwnerSpecialHoursPage /> }],
    '/inhaber/eintraege/b1/zeiten',
  );

describe('owner special hours page', () => {
  it('adds a Betriebsurlaub (closed) and sends it without times', async () => {
    const fake = installFakeApi({
      'GET /api/owner/me': () => ({ status: 200, data: { email: 'inhaberin@example.de' } }),
      'GET /api/owner/businesses/b1/special-hours': () => ({ status: 200, data: { entries: [] } }),
      'PUT /api/owner/businesses/b1/special-hours': (request) => ({
        status: 200,
        data: {
          entries: (request.body as { entries: Record<string, string>[] }).entries.map((entry) => ({
            opens: null,
            closes: null,
            note: null,
            ...entry,
          })),
        },
      }),
    });
    restore = fake.restore;
    renderPage();

    expect(await screen.findByText('Keine besonderen Öffnungszeiten eingetragen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zeitraum hinzufügen' }));
    await userEvent.type(screen.getByLabelText(/^Von/), '2026-12-27');
    await userEvent.type(screen.getByLabelText(/^Bis/), '2027-01-02');
    await userEvent.type(screen.getByLabelText(/^Hinweis für Besucher/), 'Betriebsurlaub');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(fake.requests.some((request) => request.method === 'put')).toBe(true));
    expect(fake.requests.find((request) => request.method === 'put')?.body).toEqual({
      entries: [{ startsOn: '2026-12-27', endsOn: '2027-01-02', note: 'Betriebsurlaub' }],
    });
    await waitFor(() => expect(getToasts().map((item) => item.title)).toContain('Öffnungszeiten gespeichert'));
  });

  it('asks for both times when the day is not closed, and shows the server’s message at its field', async () => {
    const fake = installFakeApi({
      'GET /api/owner/me': () => ({ status: 200, data: { email: 'inhaberin@example.de' } }),
      'GET /api/owner/businesses/b1/special-hours': () => ({
        status: 200,
        data: {
          entries: [{ startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '09:00', closes: '13:00', note: null }],
        },
      }),
      'PUT /api/owner/businesses/b1/special-hours': () => ({
        status: 400,
        data: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Die Zeiträume dürfen sich nicht überschneiden',
          errors: [{ field: 'entries.0.startsOn', message: 'Die Zeiträume dürfen sich nicht überschneiden' }],
        },
      }),
    });
    restore = fake.restore;
    renderPage();

    const closes = await screen.findByLabelText(/^Schließt um/);
    await userEvent.clear(closes);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ungültige Uhrzeit (HH:MM)')).toBeInTheDocument();
    expect(fake.requests.some((request) => request.method === 'put')).toBe(false);

    await userEvent.type(closes, '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const range = screen.getByRole('group', { name: 'Zeitraum 1' });
    expect(await within(range).findByText('Die Zeiträume dürfen sich nicht überschneiden')).toBeInTheDocument();
  });
});
