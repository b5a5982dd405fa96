import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerBusinessDto } from '@/api/generated/model';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { businessFixture } from '@/testing/business-fixture';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import OwnerEntryEditPage from './owner-entry-edit-page';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

const listing = (overrides: Partial<OwnerBusinessDto> = {}): OwnerBusinessDto => ({
  ...businessFixture({ id: 'b1', name: 'Bäckerei Beispiel', email: 'info@beispiel.de' }),
  ownerChange: null,
  ...overrides,
});

function renderPage() {
  return renderRoutes(
    [
      { path: '/inhaber/eintraege/:id', element: <OwnerEntryEditPage /> },
      { path: '/inhaber/anmelden', element: <h1>Anmelden</h1> },
    ],
    '/inhaber/eintraege/b1',
  );
}

describe('owner edit page', () => {
  it('prefills the form, saves with PUT and then shows that the change is being checked', async () => {
    const fake = installFakeApi({
      'GET /api/owner/businesses/b1': () => ({ status: 200, data: listing() }),
      'PUT /api/owner/businesses/b1': (request) => ({
        status: 200,
        data: listing({
          ...(request.body as Partial<OwnerBusinessDto>),
          status: 'pending',
          ownerChange: { state: 'pending', reason: null, submittedAt: '2026-12-05T09:00:00.000Z' },
        }),
      }),
    });
    restore = fake.restore;
    renderPage();

    const name = await screen.findByLabelText(/Firmenname/);
    expect(name).toHaveValue('Bäckerei Beispiel');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bäckerei Beispiel & Söhne');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    await waitFor(() => expect(fake.requests.some((request) => request.method === 'put')).toBe(true));
    const put = fake.requests.find((request) => request.method === 'put');
    expect((put?.body as { name: string }).name).toBe('Bäckerei Beispiel & Söhne');
    expect(await screen.findByText(/Änderung wird geprüft/)).toBeInTheDocument();
  });

  it('shows the rejection with its reason', async () => {
    const fake = installFakeApi({
      'GET /api/owner/businesses/b1': () => ({
        status: 200,
        data: listing({
          status: 'rejected',
          ownerChange: { state: 'rejected', reason: 'Bitte ein echtes Foto', submittedAt: '2026-12-05T09:00:00.000Z' },
        }),
      }),
    });
    restore = fake.restore;
    renderPage();
    expect(await screen.findByText(/abgelehnt: Bitte ein echtes Foto/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    const fake = installFakeApi({
      'GET /api/owner/businesses/b1': () => ({
        status: 401,
        data: { statusCode: 401, message: 'Bitte melden Sie sich an' },
      }),
    });
    restore = fake.restore;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
