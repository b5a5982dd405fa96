import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderRoutes } from '@/testing/render-app';
import { installFakeApi, SITE_INFO_FIXTURE, type FakeApi, type FakeHandler } from '@/testing/fake-api';
import ContactPage from './contact-page';

const SENT = 'Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.';
let api: FakeApi | undefined;

function renderContact(path = '/kontakt', send?: FakeHandler) {
  api = installFakeApi({
    'GET /api/site': () => ({ status: 200, data: SITE_INFO_FIXTURE }),
    'POST /api/contact':
      send ?? (() => ({ status: 201, data: { id: 'c0ffee00-0000-4000-8000-000000000001', message: SENT } })),
  });
  return renderRoutes(
    [
      {
        path: '/kontakt',
        element: (
          <>
            <ContactPage />
            <Toaster />
          </>
        ),
      },
    ],
    path,
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Erika');
  await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Mustermann');
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'erika@example.de');
  await user.clear(screen.getByRole('textbox', { name: 'Betreff' }));
  await user.type(screen.getByRole('textbox', { name: 'Betreff' }), 'Frage zum Eintrag');
  await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), 'Wie lange dauert die Prüfung meines Eintrags?');
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

afterEach(() => api?.restore());

describe('ContactPage', () => {
  it('shows the operator’s e-mail, phone, fax, address and the business hours', async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    const mail = await screen.findByRole('link', { name: 'info@branchenbuch.example' });
    expect(mail).toHaveAttribute('href', 'mailto:info@branchenbuch.example');
    expect(screen.getByRole('link', { name: '05221 000000' })).toHaveAttribute('href', 'tel:05221000000');
    expect(screen.getByText('05221 000001')).toBeInTheDocument();
    expect(screen.getByText(/Musterstraße 1/)).toBeInTheDocument();
    expect(screen.getByText(/32052 Herford/)).toBeInTheDocument();
    const hours = screen.getByRole('heading', { name: 'Geschäftszeiten' }).parentElement as HTMLElement;
    expect(hours).toHaveTextContent('Mo – Fr9:00 – 17:00 Uhr');
    expect(hours).toHaveTextContent('Sa10:00 – 14:00 Uhr');
    expect(hours).toHaveTextContent('Sonntaggeschlossen');
  });

  it('marks the required fields for the browser and leaves the phone optional', () => {
    renderContact();
    for (const name of ['Vorname', 'Nachname', 'E-Mail', 'Betreff', 'Nachricht']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Telefon/ })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: /^Telefon/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute('rows', '6');
    const consent = screen.getByRole('checkbox', { name: /Datenschutzerklärung/ });
    expect(consent).toBeRequired();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/datenschutz');
  });

  it('preselects the subject of a package from ?paket=', () => {
    renderContact('/kontakt?paket=Professional');
    expect(screen.getByRole('textbox', { name: 'Betreff' })).toHaveValue('Anfrage zum Paket Professional');
  });

  it('sends the message, confirms in German and empties the form', async () => {
    const user = userEvent.setup();
    renderContact('/kontakt?paket=Basis');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    expect(await screen.findByText(SENT, { selector: 'p[role="status"]' })).toBeInTheDocument();
    expect(screen.getByText('Nachricht gesendet')).toBeInTheDocument();
    const post = api?.requests.find((request) => request.method === 'post');
    expect(post?.body).toEqual({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.de',
      subject: 'Frage zum Eintrag',
      message: 'Wie lange dauert die Prüfung meines Eintrags?',
      privacyConsent: true,
    });
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Betreff' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ })).not.toBeChecked();
  });

  it('shows the server’s field errors at the fields and keeps the input', async () => {
    const user = userEvent.setup();
    renderContact('/kontakt', () => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Nachricht zu lang',
        errors: [{ field: 'message', message: 'Nachricht zu lang' }],
      },
    }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    const message = screen.getByRole('textbox', { name: 'Nachricht' });
    await within(message.parentElement as HTMLElement).findByText('Nachricht zu lang');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Nachricht zu lang');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Erika');
    expect(screen.getByText('Fehler')).toBeInTheDocument();

    await user.type(message, '!');
    expect(message).toHaveAttribute('aria-invalid', 'false');
  });

  it('explains a refused send (rate limit) and a lost connection in German', async () => {
    const user = userEvent.setup();
    let reply: 'limit' | 'network' = 'limit';
    renderContact('/kontakt', () =>
      reply === 'limit'
        ? {
            status: 429,
            data: {
              statusCode: 429,
              error: 'Too Many Requests',
              message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
            },
          }
        : 'network-error',
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es später erneut.', {
        selector: 'p[role="alert"]',
      }),
    ).toBeInTheDocument();

    reply = 'network';
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText('Verbindungsfehler. Versuchen Sie es erneut.', { selector: 'p[role="alert"]' }),
    ).toBeInTheDocument();
  });
});
