import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { emptyBusinessFormValues, type BusinessFormValues } from '@/components/business-form/business-form-schema';
import { toPayload } from '../lib/business-payload';
import { BusinessFormDialog } from './business-form-dialog';

const filled: BusinessFormValues = {
  ...emptyBusinessFormValues(),
  name: 'Bäckerei Müller',
  category: 'Restaurant & Gastronomie',
  street: 'Hauptstraße 1',
  postalCode: '32052',
  city: 'Herford',
};

/** The API's 400 for one field, as the dialog's save rejects with it. */
function fieldError(field: string, message: string): ApiError {
  return new ApiError(
    400,
    { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message, errors: [{ field, message }] },
    '400: x',
  );
}

function renderDialog(props: Partial<Parameters<typeof BusinessFormDialog>[0]> = {}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(
    <BusinessFormDialog
      open
      mode="create"
      initialValues={emptyBusinessFormValues()}
      onClose={onClose}
      onSubmit={onSubmit}
      upload={vi.fn()}
      {...props}
    />,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, onClose };
}

// The dialog is large; jsdom's label lookups over it take a few seconds on a busy machine.
describe('BusinessFormDialog', { timeout: 20_000 }, () => {
  it('is a labelled dialog with every admin field', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Neues Unternehmen' });
    for (const label of [
      /Firmenname/,
      /Kategorie/,
      'Beschreibung',
      'Dienstleistungen',
      'Stichwörter',
      /Straße und Hausnummer/,
      /PLZ/,
      /Stadt/,
      /Land/,
      'Telefon',
      'Fax',
      'E-Mail',
      'Website',
      'Verifiziert',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    // The entry form's opening-hours editor: a switch per day, all closed in a new entry.
    const switches = within(dialog).getAllByRole('switch', { name: / geöffnet$/ });
    expect(switches.map((day) => day.getAttribute('aria-label'))).toEqual(
      ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'].map((day) => `${day} geöffnet`),
    );
    for (const day of switches) expect(day).not.toBeChecked();
    // The admin form has no federal state (specification, Business entity).
    expect(within(dialog).queryByLabelText('Bundesland')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Land/)).toHaveValue('Deutschland');
    const categories = within(within(dialog).getByLabelText(/Kategorie/)).getAllByRole('option');
    expect(categories).toHaveLength(11); // 'Bitte wählen' and the 10 entry categories
    expect(
      within(within(dialog).getByLabelText(/Land/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Deutschland', 'Österreich', 'Schweiz']);
  });

  it('shows the specification messages and does not submit', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'kein-at');
    await userEvent.type(screen.getByLabelText('Website'), 'www.beispiel.de');
    await userEvent.click(screen.getByRole('button', { name: 'Unternehmen anlegen' }));
    for (const message of [
      'Firmenname ist erforderlich',
      'Ungültige Kategorie',
      'Straße und Hausnummer ist erforderlich',
      'PLZ ist erforderlich',
      'Stadt ist erforderlich',
      'Ungültige E-Mail-Adresse',
      'Website muss mit http:// oder https:// beginnen',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values, verified included', async () => {
    const { onSubmit } = renderDialog({ mode: 'edit', initialValues: filled });
    expect(screen.getByRole('dialog', { name: 'Unternehmen bearbeiten' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Verifiziert'));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Bäckerei Müller',
      verified: true,
      country: 'Deutschland',
    });
  });

  it('puts server field errors at their fields and the message on top', async () => {
    const onSubmit = vi.fn().mockRejectedValue(fieldError('imageUrl', 'Nur Object-Storage URLs erlaubt'));
    renderDialog({ mode: 'edit', initialValues: { ...filled, imageUrl: 'https://bilder.example/a.png' }, onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur Object-Storage URLs erlaubt');
    expect(screen.getAllByText('Nur Object-Storage URLs erlaubt')).toHaveLength(2);
  });

  it('edits the hours with the shared editor and sends them in the entry form’s shape', async () => {
    const { onSubmit } = renderDialog({
      mode: 'edit',
      initialValues: { ...filled, hours: { ...filled.hours, sunday: { open: true, opens: '10:00', closes: '14:00' } } },
    });
    expect(screen.getByLabelText('Sonntag öffnet um')).toHaveValue('10:00');
    await userEvent.click(screen.getByRole('switch', { name: 'Montag geöffnet' }));
    await userEvent.clear(screen.getByLabelText('Montag öffnet um'));
    await userEvent.type(screen.getByLabelText('Montag öffnet um'), '07:00');
    await userEvent.clear(screen.getByLabelText('Montag schließt um'));
    await userEvent.type(screen.getByLabelText('Montag schließt um'), '02:00');
    await userEvent.click(screen.getByRole('switch', { name: 'Sonntag geöffnet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0][0] as BusinessFormValues;
    expect(sent.hours.monday).toEqual({ open: true, opens: '07:00', closes: '02:00' });
    expect(sent.hours.sunday).toEqual({ open: false, opens: '', closes: '' });
    expect(sent.hours.tuesday).toEqual({ open: false, opens: '', closes: '' });
    const payload = toPayload(sent);
    expect(payload).toMatchObject({ mondayOpen: '07:00', mondayClose: '02:00' });
    expect(payload).not.toHaveProperty('sundayOpen');
  });

  it('shows the entry form’s hours messages and puts a server time error at its day', async () => {
    const onSubmit = vi.fn().mockRejectedValue(fieldError('tuesdayClose', 'Ungültige Uhrzeit (HH:MM)'));
    renderDialog({
      mode: 'edit',
      initialValues: { ...filled, hours: { ...filled.hours, monday: { open: true, opens: '09:00', closes: '09:00' } } },
      onSubmit,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(
      await screen.findByText('Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Montag schließt um'));
    await userEvent.type(screen.getByLabelText('Montag schließt um'), '18:00');
    await userEvent.click(screen.getByRole('switch', { name: 'Dienstag geöffnet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige Uhrzeit (HH:MM)');
    expect(screen.getByLabelText('Dienstag schließt um')).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes with Escape and with Abbrechen', async () => {
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
