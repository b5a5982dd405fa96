import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { emptyBusinessFormValues, type ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import type { ImageUploadApi } from '../hooks/use-image-upload';
import { EntryForm } from './entry-form';

const uploadApi: ImageUploadApi = {
  requestUploadForm: vi.fn(() =>
    Promise.resolve({
      url: 'http://localhost/objects',
      fields: { key: 'uploads/1', signature: 'x' },
      objectUrl: 'http://localhost/objects/uploads/1',
    }),
  ),
  normalizeUpload: vi.fn(() => Promise.resolve('/objects/public/1.webp')),
};

function renderForm(onSubmit: (values: ValidBusinessFormValues) => Promise<void> = () => Promise.resolve()) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MemoryRouter>
      <EntryForm
        defaultValues={emptyBusinessFormValues()}
        submitLabel="Eintrag erstellen"
        submittingLabel="Wird erstellt..."
        uploadApi={uploadApi}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return user;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Firmenname/), 'Bäckerei Sonnenschein');
  await user.selectOptions(screen.getByLabelText(/^Kategorie/), 'Restaurant & Gastronomie');
  await user.type(screen.getByLabelText(/^Straße und Hausnummer/), 'Hauptstraße 12');
  await user.type(screen.getByLabelText(/^PLZ/), '80331');
  await user.type(screen.getByLabelText(/^Stadt/), 'München');
}

describe('EntryForm', () => {
  it('marks the five required fields', () => {
    renderForm();
    for (const label of [/^Firmenname/, /^Kategorie/, /^Straße und Hausnummer/, /^PLZ/, /^Stadt/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Telefon')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Land')).toHaveValue('Deutschland');
  });

  it('shows the German messages for empty required fields and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Eintrag erstellen' }));
    for (const message of [
      'Firmenname ist erforderlich',
      'Ungültige Kategorie',
      'Straße und Hausnummer ist erforderlich',
      'PLZ ist erforderlich',
      'Stadt ist erforderlich',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Firmenname/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Firmenname/)).toHaveAccessibleDescription('Firmenname ist erforderlich');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the website and e-mail address', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = renderForm(onSubmit);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Website'), 'www.baeckerei.de');
    await user.type(screen.getByLabelText('E-Mail'), 'info@');
    await user.click(screen.getByRole('button', { name: 'Eintrag erstellen' }));
    expect(await screen.findByText('Website muss mit http:// oder https:// beginnen')).toBeInTheDocument();
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends valid values, shows "Wird erstellt..." and holds the button while sending', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn((_values: ValidBusinessFormValues) => new Promise<void>((resolve) => (finish = resolve)));
    const user = renderForm(onSubmit);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Dienstleistungen'), 'Brot, Brötchen');
    await user.click(screen.getByRole('switch', { name: 'Montag geöffnet' }));
    await user.click(screen.getByRole('button', { name: 'Eintrag erstellen' }));

    const button = await screen.findByRole('button', { name: 'Wird erstellt...' });
    expect(button).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Bäckerei Sonnenschein',
      category: 'Restaurant & Gastronomie',
      country: 'Deutschland',
      services: 'Brot, Brötchen',
      hours: { monday: { open: true, opens: '09:00', closes: '18:00' }, tuesday: { open: false } },
    });
    finish();
    expect(await screen.findByRole('button', { name: 'Eintrag erstellen' })).toBeEnabled();
  });

  it("shows the server's field errors at the fields", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(
          400,
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: 'PLZ zu lang',
            errors: [
              { field: 'postalCode', message: 'PLZ zu lang' },
              {
                field: 'mondayClose',
                message: 'Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)',
              },
            ],
          },
          '400: …',
        ),
      ),
    );
    const user = renderForm(onSubmit);
    await fillRequired(user);
    await user.click(screen.getByRole('switch', { name: 'Montag geöffnet' }));
    await user.click(screen.getByRole('button', { name: 'Eintrag erstellen' }));
    expect(await screen.findByText('PLZ zu lang')).toBeInTheDocument();
    expect(screen.getByLabelText(/^PLZ/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)'),
    ).toBeInTheDocument();
  });

  it('asks for the federal state in Germany only', async () => {
    const user = renderForm();
    const state = screen.getByLabelText('Bundesland');
    expect(within(state).getAllByRole('option')).toHaveLength(17);
    await user.selectOptions(state, 'Bayern');
    await user.selectOptions(screen.getByLabelText('Land'), 'Österreich');
    expect(screen.queryByLabelText('Bundesland')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Land'), 'Deutschland');
    expect(screen.getByLabelText('Bundesland')).toHaveValue('');
  });

  it('offers the 10 entry categories', () => {
    renderForm();
    const options = within(screen.getByLabelText(/^Kategorie/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Bitte wählen',
      'Restaurant & Gastronomie',
      'Wellness & Schönheit',
      'Einzelhandel & Shopping',
      'Gesundheit & Medizin',
      'Handwerk & Dienstleistung',
      'Auto & Verkehr',
      'Bildung & Training',
      'Freizeit & Unterhaltung',
      'Immobilien & Bau',
      'Sonstige',
    ]);
  });

  it("copies Monday's hours to Tuesday to Friday", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('switch', { name: 'Montag geöffnet' }));
    const opens = screen.getByLabelText('Montag öffnet um');
    await user.clear(opens);
    await user.type(opens, '07:30');
    await user.click(screen.getByRole('button', { name: 'Zeiten von Montag für Di–Fr übernehmen' }));
    for (const day of ['Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) {
      expect(screen.getByRole('switch', { name: `${day} geöffnet` })).toBeChecked();
      expect(screen.getByLabelText(`${day} öffnet um`)).toHaveValue('07:30');
      expect(screen.getByLabelText(`${day} schließt um`)).toHaveValue('18:00');
    }
    expect(screen.getByRole('switch', { name: 'Samstag geöffnet' })).not.toBeChecked();
  });

  describe('image upload', () => {
    it('refuses a file over 5 MB with a German message', async () => {
      const user = renderForm();
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByTestId('image-file-input'), big);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Die Datei „gross.jpg“ ist zu groß. Erlaubt sind maximal 5 MB.',
      );
      expect(uploadApi.requestUploadForm).not.toHaveBeenCalled();
    });

    it('refuses a file that is no JPEG, PNG or WEBP image', async () => {
      const user = renderForm();
      for (const file of [
        new File(['hallo'], 'notiz.txt', { type: 'text/plain' }),
        new File(['GIF89a'], 'bild.gif', { type: 'image/gif' }),
        new File(['hallo'], 'getarnt.png', { type: 'text/plain' }),
      ]) {
        await user.upload(screen.getByTestId('image-file-input'), file);
        await waitFor(() =>
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Dieser Dateityp ist nicht erlaubt. Bitte wählen Sie ein JPG-, PNG- oder WEBP-Bild.',
          ),
        );
      }
      expect(uploadApi.requestUploadForm).not.toHaveBeenCalled();
    });

    it('shows the hint', () => {
      renderForm();
      expect(screen.getByText('JPG, PNG oder WEBP. Maximal 5MB.')).toBeInTheDocument();
    });
  });
});
