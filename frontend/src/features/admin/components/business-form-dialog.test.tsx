import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EMPTY_BUSINESS_FORM, type BusinessFormValues } from '../lib/business-form-schema';
import { BusinessFormDialog } from './business-form-dialog';

const filled: BusinessFormValues = {
  ...EMPTY_BUSINESS_FORM,
  name: 'Bäckerei Müller',
  category: 'Restaurant & Gastronomie',
  street: 'Hauptstraße 1',
  postalCode: '32052',
  city: 'Herford',
};

function renderDialog(props: Partial<Parameters<typeof BusinessFormDialog>[0]> = {}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(
    <BusinessFormDialog
      open
      mode="create"
      initialValues={EMPTY_BUSINESS_FORM}
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
      'Montag von',
      'Sonntag bis',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByLabelText(/ (von|bis)$/)).toHaveLength(14);
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
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(
        400,
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Nur Object-Storage URLs erlaubt',
          errors: [{ field: 'imageUrl', message: 'Nur Object-Storage URLs erlaubt' }],
        },
        '400: x',
      ),
    );
    renderDialog({ mode: 'edit', initialValues: { ...filled, imageUrl: 'https://bilder.example/a.png' }, onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nur Object-Storage URLs erlaubt');
    expect(screen.getAllByText('Nur Object-Storage URLs erlaubt')).toHaveLength(2);
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
