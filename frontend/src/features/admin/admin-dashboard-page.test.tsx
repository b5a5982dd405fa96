import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { businessFixture } from '@/testing/business-fixture';
import { installFakeApi, SITE_INFO_FIXTURE, type FakeReply, type FakeRequest } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { ADMIN_SESSION_KEY } from './lib/admin-session';

const SEGMENT = 'geheimer-bereich';
const DASHBOARD = `/${SEGMENT}/dashboard`;

const business = (id: string, overrides: Record<string, unknown> = {}) => ({
  ...businessFixture({
    id,
    name: `Firma ${id}`,
    category: 'Sonstige',
    postalCode: '32052',
    city: 'Herford',
    createdAt: '2026-01-01T10:00:00.000Z',
  }),
  ...overrides,
});

type Handler = (request: FakeRequest) => FakeReply | undefined;
let restore: () => void = () => undefined;
let requests: FakeRequest[] = [];

/** The admin API as the dashboard sees it; `override` answers first when it returns a reply. */
function api(options: { total?: number; formCustomers?: number; override?: Handler } = {}) {
  const { total = 2, formCustomers = 0, override } = options;
  const fake = installFakeApi((request) => {
    const answer = override?.(request);
    if (answer !== undefined) return answer;
    const url = request.url ?? '';
    if (url === '/api/site') return { status: 200, data: SITE_INFO_FIXTURE };
    if (url.startsWith('/api/admin/path/')) return { status: 204 };
    if (url === '/api/admin/businesses' && request.method === 'get') {
      const params = (request.params ?? {}) as Record<string, unknown>;
      const count = params.formCustomers === true ? formCustomers : total;
      const rows = Array.from({ length: Math.min(count, Number(params.limit ?? 50)) }, (_, index) =>
        business(String(index + 1)),
      );
      return { status: 200, data: rows, headers: { 'x-total-count': String(count) } };
    }
    if (url === '/api/admin/contact-messages') return { status: 200, data: [], headers: { 'x-total-count': '0' } };
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Nicht gefunden' } };
  });
  restore = fake.restore;
  requests = fake.requests;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  restore();
  // Toasts live in a module-level store; one test's toast must not answer the next test's query.
  getToasts().forEach((item) => dismissToast(item.id));
});

describe('admin dashboard', () => {
  it('without a token goes to the login with "Keine Admin-Session" and calls nothing', async () => {
    api();
    const { router } = renderApp(DASHBOARD);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SEGMENT}/login`));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Admin-Session');
    expect(requests.filter((request) => request.url?.startsWith('/api/admin/businesses'))).toHaveLength(0);
  });

  it('says "1 Eintrag" in the header for a single entry', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    api({ total: 1 });
    renderApp(DASHBOARD);
    await waitFor(() => expect(screen.getByTestId('entry-count')).toHaveTextContent(/^1 Eintrag$/));
    expect(screen.getByTestId('entry-count')).toHaveAccessibleName('1 Eintrag');
  });

  it('lists the entries with the count, sending the session header', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    api({ total: 1824, formCustomers: 35 });
    renderApp(DASHBOARD);
    expect(await screen.findByText('Firma 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('entry-count')).toHaveTextContent('1.824 Einträge'));
    await waitFor(() => expect(screen.getByTestId('form-customer-count')).toHaveTextContent('Formular-Kunden: 35'));
    expect(screen.queryByRole('button', { name: 'Formular-Kunden markieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notfall-Import' })).not.toBeInTheDocument();
    const listCalls = requests.filter((request) => request.url === '/api/admin/businesses');
    expect(listCalls.length).toBeGreaterThan(0);
    for (const call of listCalls) expect(call.headers.get('x-admin-session')).toBe('tok-9');
  });

  it('a 401 returns to the login with "Session abgelaufen" and drops the token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'abgelaufen');
    api({
      override: (request) =>
        request.url === '/api/admin/businesses'
          ? { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Session abgelaufen' } }
          : undefined,
    });
    const { router } = renderApp(DASHBOARD);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SEGMENT}/login`));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session abgelaufen');
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('shows a fetch error in an alert: the server message or "Request fehlgeschlagen: {status}"', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok');
    api({
      override: (request) =>
        request.url === '/api/admin/businesses' && (request.params as { limit?: number }).limit === 50
          ? { status: 503 }
          : undefined,
    });
    renderApp(DASHBOARD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request fehlgeschlagen: 503');
  });

  it('offers the emergency import only with at most one entry; a failed import says so', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok');
    api({
      total: 1,
      override: (request) =>
        request.url === '/api/admin/import-production-data'
          ? {
              status: 500,
              data: {
                statusCode: 500,
                error: 'Internal Server Error',
                code: 'IMPORT_FAILED',
                message: 'Import fehlgeschlagen. Die bisherigen Daten sind unverändert.',
                requestId: 'r1',
              },
            }
          : undefined,
    });
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Notfall-Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Notfall-Import starten?' });
    expect(dialog).toHaveTextContent(
      'Einträge aus dem Eintragsformular und dem Admin-Bereich bleiben mit allen Bewertungen erhalten',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Import fehlgeschlagen!');
  });

  it('offers marking only when none are marked; a failure shows the specification message', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok');
    api({
      formCustomers: 0,
      override: (request) => (request.url === '/api/admin/mark-form-customers' ? { status: 500 } : undefined),
    });
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Formular-Kunden markieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Markieren der Formular-Kunden');
  });

  it('asks before deleting and deletes only after confirming', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok');
    api({
      override: (request) => (request.method === 'delete' ? { status: 204 } : undefined),
    });
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Firma 1 löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Unternehmen löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(requests.some((request) => request.method === 'delete')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Firma 1 löschen' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Unternehmen löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'delete')?.url).toBe('/api/admin/businesses/1'),
    );
  });

  it('logout ends the session on the server, drops the token and says so at the login', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok');
    let loggedOut = false;
    api({
      override: (request) => {
        if (request.url === '/api/admin/logout') {
          loggedOut = true;
          return { status: 204 };
        }
        // Whatever is still in flight after the logout meets a closed session.
        if (loggedOut && request.url?.startsWith('/api/admin/businesses')) {
          return { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Keine Admin-Session' } };
        }
        return undefined;
      },
    });
    const { router, queryClient } = renderApp(DASHBOARD);
    await screen.findByRole('button', { name: 'Firma 1 löschen' });
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SEGMENT}/login`));
    expect(await screen.findByText('Sie wurden abgemeldet.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Session abgelaufen')).not.toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
    expect(requests.find((request) => request.url === '/api/admin/logout')?.headers.get('x-admin-session')).toBe('tok');
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toHaveLength(0));
  });
});
