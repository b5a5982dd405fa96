import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerBusinessDto } from '@/api/generated/model';
import { businessFixture } from '@/testing/business-fixture';
import { installFakeApi, SITE_INFO_FIXTURE, type FakeApi, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const LINK_SENT =
  'Wenn zu dieser E-Mail-Adresse ein Inhaberkonto besteht, haben wir Ihnen einen Anmeldelink geschickt.';
const OWNER = { id: 'o1', email: 'erika@example.de', name: 'Erika' };

function fake(routes: FakeRoutes) {
  api = installFakeApi({ 'GET /api/site': () => ({ status: 200, data: SITE_INFO_FIXTURE }), ...routes });
  return api;
}

const signedOut = () => ({
  status: 401,
  data: {
    statusCode: 401,
    error: 'Unauthorized',
    code: 'AUTHENTICATION_REQUIRED',
    message: 'Bitte melden Sie sich an',
  },
});

describe('owner area', () => {
  it('asks for a link with the same confirmation for any address', async () => {
    const seen = fake({ 'POST /api/owner/login-link': () => ({ status: 202, data: { message: LINK_SENT } }) });
    renderApp('/inhaber/anmelden');
    await userEvent.type(await screen.findByLabelText(/E-Mail-Adresse/), 'wer@example.de');
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldelink anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent(LINK_SENT);
    expect(seen.requests.find((r) => r.url === '/api/owner/login-link')?.data).toBe('{"email":"wer@example.de"}');
  });

  it('signs in with the link’s token and lists the owner’s listings with their state', async () => {
    const listings: OwnerBusinessDto[] = [
      { ...businessFixture(), id: 'b1', name: 'Café Eins', status: 'published', ownerChange: null },
      {
        ...businessFixture(),
        id: 'b2',
        name: 'Café Zwei',
        status: 'published',
        ownerChange: { state: 'rejected', reason: 'Die Adresse fehlt', submittedAt: '2025-06-02T08:00:00.000Z' },
      },
    ];
    const seen = fake({
      'POST /api/owner/session': () => ({ status: 200, data: OWNER }),
      'GET /api/owner/me': () => ({ status: 200, data: OWNER }),
      'GET /api/owner/businesses': () => ({ status: 200, data: listings }),
    });
    renderApp('/inhaber/anmelden?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Einträge' })).toBeInTheDocument();
    expect(seen.requests.find((r) => r.url === '/api/owner/session')?.data).toBe('{"token":"abc"}');
    expect(await screen.findByText('Veröffentlicht')).toBeInTheDocument();
    expect(screen.getByText('Abgelehnt')).toBeInTheDocument();
    expect(screen.getByText('Grund: Die Adresse fehlt')).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Aktionen für Café Eins' });
    expect(actions.querySelector('a[href="/inhaber/eintraege/b1/bewertungen"]')).not.toBeNull();
    expect(actions.querySelector('a[href="/inhaber/eintraege/b1"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Inhaberbereich' })).toHaveTextContent('Einstellungen');
  });

  it('shows the server’s message for a used link, with the form to ask anew', async () => {
    const message =
      'Der Anmeldelink ist abgelaufen, wurde schon benutzt oder ist ungültig. Bitte fordern Sie einen neuen an.';
    fake({
      'POST /api/owner/session': () => ({
        status: 401,
        data: { statusCode: 401, error: 'Unauthorized', code: 'LOGIN_LINK_INVALID', message },
      }),
    });
    renderApp('/inhaber/anmelden?token=alt');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Anmeldelink anfordern' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    fake({ 'GET /api/owner/me': signedOut });
    renderApp('/inhaber');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden für Inhaber' })).toBeInTheDocument();
  });

  it('saves the notification settings and names the essential mails', async () => {
    const seen = fake({
      'GET /api/owner/me': () => ({ status: 200, data: OWNER }),
      'GET /api/owner/settings': () => ({ status: 200, data: { newReview: true, reviewHidden: true } }),
      'PUT /api/owner/settings': (request) => ({ status: 200, data: JSON.parse(String(request.data)) }),
    });
    renderApp('/inhaber/einstellungen');
    await userEvent.click(await screen.findByLabelText('Neue Bewertung'));
    expect(screen.getByText('Diese E-Mails erhalten Sie immer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ihre Einstellungen sind gespeichert.')).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.requests.find((r) => r.method === 'put')?.data).toBe('{"newReview":false,"reviewHidden":true}'),
    );
  });

  it('maps a claim’s field errors onto the fields and confirms a filed claim', async () => {
    let attempt = 0;
    fake({
      'GET /api/businesses/b1': () => ({ status: 200, data: { ...businessFixture(), id: 'b1', ownerVerified: false } }),
      'POST /api/businesses/b1/claims': () =>
        ++attempt === 1
          ? {
              status: 400,
              data: {
                statusCode: 400,
                error: 'Bad Request',
                code: 'VALIDATION_FAILED',
                message: 'Telefonnummer ist erforderlich',
                errors: [{ field: 'phone', message: 'Telefonnummer ist erforderlich' }],
              },
            }
          : { status: 202, data: { message: 'Bitte bestätigen Sie Ihre E-Mail-Adresse.' } },
    });
    renderApp('/business/b1/uebernehmen');
    await userEvent.type(await screen.findByLabelText(/Ihr Name/), 'Erika');
    await userEvent.type(screen.getByLabelText(/Ihre Funktion/), 'Inhaberin');
    await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.de');
    await userEvent.type(screen.getByLabelText(/Telefon/), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag übernehmen' }));
    expect(await screen.findAllByText('Telefonnummer ist erforderlich')).not.toHaveLength(0);
    expect(screen.getByLabelText(/Telefon/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/Telefon/), '089 1');
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag übernehmen' }));
    expect(await screen.findByText('Wir haben Ihnen einen Link geschickt.')).toBeInTheDocument();
  });
});
