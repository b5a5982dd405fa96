import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { SpecialHoursDialog } from './special-hours-dialog';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

describe('special hours in the admin area', () => {
  it('loads an entry’s special hours and saves them with the same form the owner has', async () => {
    const fake = installFakeApi({
      'GET /api/admin/businesses/b-1/special-hours': () => ({
        data: {
          entries: [
            { startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '09:00', closes: '13:00', note: 'Heiligabend' },
          ],
        },
      }),
      'PUT /api/admin/businesses/b-1/special-hours': (request) => ({
        data: {
          entries: (request.body as { entries: unknown[] }).entries.map((entry) => ({
            opens: null,
            closes: null,
            note: null,
            ...(entry as object),
          })),
        },
      }),
    });
    restore = fake.restore;
    renderRoutes([
      {
        path: '/',
        element: <SpecialHoursDialog business={{ id: 'b-1', name: 'Café Besetzt' }} onClose={() => undefined} />,
      },
    ]);

    expect(await screen.findByRole('dialog', { name: 'Besondere Öffnungszeiten: Café Besetzt' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Heiligabend')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Geschlossen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(fake.requests.some((request) => request.method === 'put')).toBe(true));
    expect(fake.requests.find((request) => request.method === 'put')?.body).toEqual({
      entries: [{ startsOn: '2026-12-24', endsOn: '2026-12-24', note: 'Heiligabend' }],
    });
  });
});
