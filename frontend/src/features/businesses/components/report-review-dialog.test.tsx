import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { ReportReviewDialog } from './report-review-dialog';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

const RECEIVED =
  'Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung und blenden sie aus, wenn sie gegen unsere Regeln verstößt.';

describe('report dialog', () => {
  it('asks for a reason first, then sends reason and comment and shows the German confirmation', async () => {
    const fake = installFakeApi({
      'POST /api/reviews/r-1/reports': () => ({ status: 201, data: { message: RECEIVED } }),
    });
    restore = fake.restore;
    const onClose = vi.fn();
    renderRoutes([
      { path: '/', element: <ReportReviewDialog reviewId="r-1" authorName="Troll 99" onClose={onClose} /> },
    ]);

    const dialog = await screen.findByRole('dialog', { name: 'Bewertung melden' });
    expect(dialog).toHaveTextContent('Warum verstößt die Bewertung von Troll 99 gegen unsere Regeln?');
    for (const label of [
      'Beleidigend oder unangemessen',
      'Falsche Tatsachenbehauptung',
      'Spam oder Werbung',
      'Kein echtes Kundenerlebnis',
      'Sonstiges',
    ]) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Grund für die Meldung aus');
    expect(fake.requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Falsche Tatsachenbehauptung' }));
    await userEvent.type(screen.getByLabelText(/Anmerkung/), 'Sonntags zu.');
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.requests[0].body).toEqual({
      reason: 'false_claim',
      comment: 'Sonntags zu.',
    });
    expect(getToasts()[0]).toMatchObject({ title: 'Meldung gesendet', description: RECEIVED, variant: 'success' });
  });

  it('shows the server message when the report is refused', async () => {
    restore = installFakeApi({
      'POST /api/reviews/r-1/reports': () => ({
        status: 429,
        data: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
        },
      }),
    }).restore;
    renderRoutes([
      { path: '/', element: <ReportReviewDialog reviewId="r-1" authorName="Troll 99" onClose={() => {}} /> },
    ]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Spam oder Werbung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Fehler',
        description: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
      }),
    );
  });

  it('says in the dialog that this visitor has already reported the review', async () => {
    restore = installFakeApi({
      'POST /api/reviews/r-1/reports': () => ({
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_REPORTED',
          message: 'Sie haben diese Bewertung bereits gemeldet.',
        },
      }),
    }).restore;
    renderRoutes([
      { path: '/', element: <ReportReviewDialog reviewId="r-1" authorName="Troll 99" onClose={() => {}} /> },
    ]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Spam oder Werbung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie haben diese Bewertung bereits gemeldet.');
  });

  it('reports an owner’s answer to its own route and shows its 409 in the dialog', async () => {
    const fake = installFakeApi({
      'POST /api/reviews/r-1/answer/reports': () => ({
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_REPORTED',
          message: 'Sie haben diese Antwort bereits gemeldet.',
        },
      }),
    });
    restore = fake.restore;
    renderRoutes([
      {
        path: '/',
        element: <ReportReviewDialog reviewId="r-1" authorName="Troll 99" target="answer" onClose={() => {}} />,
      },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Antwort des Inhabers melden' })).toHaveTextContent(
      'Warum verstößt die Antwort des Inhabers auf die Bewertung von Troll 99 gegen unsere Regeln?',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Spam oder Werbung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie haben diese Antwort bereits gemeldet.');
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/reviews/r-1/answer/reports']);
  });
});
