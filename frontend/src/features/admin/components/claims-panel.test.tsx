import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimDto, MailOutboxEntryDto } from '@/api/generated/model';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { ClaimsPanel } from './claims-panel';
import { OutboxPanel } from './outbox-panel';

const CLAIM: ClaimDto = {
  id: 'c-1',
  businessId: 'b-1',
  businessName: 'Café Besetzt',
  businessEmail: 'kasse@cafe-besetzt.example',
  businessWebsite: 'https://www.cafe-besetzt.example',
  currentOwnerEmail: 'kasse@cafe-besetzt.example',
  name: 'Max Rivale',
  email: 'chef@cafe-besetzt.example',
  phone: '+49 89 1',
  role: 'Geschäftsführer',
  message: 'Ich habe das Café gekauft.',
  status: 'pending',
  confirmedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  createdAt: '2026-11-20T09:55:00.000Z',
};

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

describe('Übernahmen and Postausgang', () => {
  it('shows both sides of a claim, approves it, and offers to undo the decision', async () => {
    let status: ClaimDto['status'] = 'pending';
    const fake = installFakeApi({
      'GET /api/admin/claims': () => ({ data: [{ ...CLAIM, status }], headers: { 'x-total-count': '1' } }),
      'POST /api/admin/claims/c-1/approve': () => {
        status = 'approved';
        return { data: { ...CLAIM, status } };
      },
    });
    restore = fake.restore;
    renderRoutes([{ path: '/', element: <ClaimsPanel enabled /> }]);
    const item = await screen.findByRole('listitem', { name: 'Café Besetzt' });
    expect(within(item).getByRole('region', { name: 'Antragsteller' })).toHaveTextContent(
      'Max Rivale (Geschäftsführer)',
    );
    expect(within(item).getByRole('region', { name: 'Eintrag' })).toHaveTextContent(
      'Inhaber jetzt: kasse@cafe-besetzt.example',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('button', { name: 'Rückgängig' })).toBeInTheDocument();
    expect(getToasts()[0]?.title).toBe('Übernahme bestätigt');
    expect(fake.requests.some((r) => r.url === '/api/admin/claims/c-1/approve')).toBe(true);
  });

  it('lists the outbox with each message’s status and last error', async () => {
    const mail: MailOutboxEntryDto = {
      id: 'm-1',
      kind: 'owner.login',
      recipient: 'erika@example.de',
      subject: 'Ihr Anmeldelink',
      status: 'failed',
      attempts: 3,
      lastError: 'Verbindung abgelehnt',
      sentAt: null,
      nextAttemptAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-20T09:00:00.000Z',
    };
    const fake = installFakeApi({
      'GET /api/admin/mail': () => ({ data: [mail], headers: { 'x-total-count': '1' } }),
    });
    restore = fake.restore;
    renderRoutes([{ path: '/', element: <OutboxPanel enabled /> }]);
    expect(await screen.findByText('Ihr Anmeldelink')).toBeInTheDocument();
    expect(screen.getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByText('Letzter Fehler: Verbindung abgelehnt')).toBeInTheDocument();
  });
});
