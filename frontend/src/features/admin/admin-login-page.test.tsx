import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, SITE_INFO_FIXTURE, type FakeReply, type FakeRequest } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { forgetConfirmedAdminSegments } from './admin-route';
import { ADMIN_SESSION_KEY } from './lib/admin-session';

const SEGMENT = 'geheimer-bereich';
let restore: () => void = () => undefined;

let pathChecks = 0;

function api(login: (request: FakeRequest) => FakeReply | 'network-error', pathReply?: FakeReply) {
  ({ restore } = installFakeApi((request) => {
    if (request.url?.startsWith('/api/admin/path/')) pathChecks += 1;
    if (request.url?.startsWith('/api/admin/path/') && pathReply !== undefined) return pathReply;
    if (request.url?.startsWith('/api/admin/path/')) {
      return request.url === `/api/admin/path/${SEGMENT}`
        ? { status: 204 }
        : { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Nicht gefunden' } };
    }
    if (request.url === '/api/admin/login') return login(request);
    if (request.url === '/api/site') return { status: 200, data: SITE_INFO_FIXTURE };
    return { status: 200, data: [], headers: { 'x-total-count': '0' } };
  }));
}

beforeEach(() => {
  pathChecks = 0;
  forgetConfirmedAdminSegments();
  localStorage.clear();
});
afterEach(() => restore());

describe('admin login page', () => {
  it('shows the 404 page for any other segment', async () => {
    api(() => ({ status: 500 }));
    renderApp('/nicht-der-bereich/login');
    expect(await screen.findByRole('heading', { name: /404 Page Not Found/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin-Anmeldung' })).not.toBeInTheDocument();
  });

  it('names both missing fields', async () => {
    api(() => ({ status: 500 }));
    renderApp(`/${SEGMENT}/login`);
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Benutzername erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwort erforderlich')).toBeInTheDocument();
    expect(screen.getByLabelText(/Benutzername/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server error for a wrong password and stores nothing', async () => {
    api(() => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'Benutzername oder Passwort ist falsch' },
    }));
    renderApp(`/${SEGMENT}/login`);
    await userEvent.type(await screen.findByLabelText(/Benutzername/), 'admin');
    await userEvent.type(screen.getByLabelText(/Passwort/), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch');
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('falls back to "Anmeldung fehlgeschlagen" and names a lost connection', async () => {
    let reply: FakeReply | 'network-error' = { status: 500 };
    api(() => reply);
    renderApp(`/${SEGMENT}/login`);
    await userEvent.type(await screen.findByLabelText(/Benutzername/), 'admin');
    await userEvent.type(screen.getByLabelText(/Passwort/), 'geheim');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Anmeldung fehlgeschlagen');
    reply = 'network-error';
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Verbindungsfehler. Versuchen Sie es erneut.'),
    );
  });

  it('stores the token and goes to the dashboard on success', async () => {
    api((request) =>
      JSON.parse(String(request.data)).password === 'richtig'
        ? { status: 200, data: { sessionToken: 'tok-1' } }
        : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'falsch' } },
    );
    const { router } = renderApp(`/${SEGMENT}/login`);
    await userEvent.type(await screen.findByLabelText(/Benutzername/), 'admin');
    await userEvent.type(screen.getByLabelText(/Passwort/), 'richtig');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SEGMENT}/dashboard`));
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBe('tok-1');
  });

  it('asks the server once per tab for a confirmed segment', async () => {
    api(() => ({ status: 500 }));
    const first = renderApp(`/${SEGMENT}/login`);
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });
    first.unmount();
    renderApp(`/${SEGMENT}/login`);
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });
    expect(pathChecks).toBe(1);
  });

  it('says so when the path check itself fails', async () => {
    api(() => ({ status: 500 }), {
      status: 429,
      data: { statusCode: 429, error: 'Too Many Requests', message: 'Zu viele Anfragen.' },
    });
    renderApp(`/${SEGMENT}/login`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Seite konnte nicht geladen werden.');
    expect(screen.queryByRole('heading', { name: /404/ })).not.toBeInTheDocument();
  });

  it('marks the page noindex', async () => {
    api(() => ({ status: 500 }));
    renderApp(`/${SEGMENT}/login`);
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
