import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewDto } from '@/api/generated/model';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import OwnerReviewsPage from './owner-reviews-page';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

const review = (answer: ReviewDto['answer']): ReviewDto => ({
  id: 'r-1',
  businessId: 'b1',
  authorName: 'Anna Schmidt',
  rating: 4,
  comment: 'Gute Brötchen, freundliche Bedienung.',
  createdAt: '2026-11-20T09:30:00.000Z',
  answer,
});

describe('owner reviews page', () => {
  it('writes an answer under a review and then shows it with its date', async () => {
    let answer: ReviewDto['answer'] = null;
    const fake = installFakeApi({
      'GET /api/owner/me': () => ({ status: 200, data: { email: 'inhaberin@example.de' } }),
      'GET /api/businesses/b1/reviews': () => ({ status: 200, data: [review(answer)] }),
      'PUT /api/owner/reviews/r-1/answer': (request) => {
        answer = { text: (request.body as { text: string }).text, answeredAt: '2026-12-05T09:00:00.000Z' };
        return { status: 200, data: review(answer) };
      },
    });
    restore = fake.restore;
    renderRoutes(
      [{ path: '/inhaber/eintraege/:id/bewertungen', element: <OwnerReviewsPage /> }],
      '/inhaber/eintraege/b1/bewertungen',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Antworten' }));
    await userEvent.type(screen.getByLabelText('Ihre Antwort (öffentlich sichtbar)'), '  Vielen Dank!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort veröffentlichen' }));

    await waitFor(() => expect(fake.requests.some((request) => request.method === 'put')).toBe(true));
    expect(fake.requests.find((request) => request.method === 'put')?.body).toEqual({ text: 'Vielen Dank!' });
    expect(await screen.findByText('Ihre Antwort')).toBeInTheDocument();
    expect(screen.getByText('Vielen Dank!')).toBeInTheDocument();
    expect(screen.getByText('5. Dezember 2026')).toBeInTheDocument();
  });

  it('deletes an answer only after asking, and shows the server’s German message on failure', async () => {
    const fake = installFakeApi({
      'GET /api/owner/me': () => ({ status: 200, data: { email: 'inhaberin@example.de' } }),
      'GET /api/businesses/b1/reviews': () => ({
        status: 200,
        data: [review({ text: 'Danke!', answeredAt: '2026-12-01T09:00:00.000Z' })],
      }),
      'DELETE /api/owner/reviews/r-1/answer': () => ({
        status: 404,
        data: { statusCode: 404, code: 'REVIEW_NOT_FOUND', message: 'Bewertung nicht gefunden' },
      }),
    });
    restore = fake.restore;
    renderRoutes(
      [{ path: '/inhaber/eintraege/:id/bewertungen', element: <OwnerReviewsPage /> }],
      '/inhaber/eintraege/b1/bewertungen',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Antwort löschen' }));
    expect(fake.requests.some((request) => request.method === 'delete')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Antwort löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Antwort löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bewertung nicht gefunden');
  });
});
