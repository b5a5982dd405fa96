import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewDto } from '@/api/generated/model';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { ReviewsTab } from './reviews-tab';

let restore: () => void = () => undefined;
afterEach(() => restore());

const review = (id: string, answer: ReviewDto['answer']): ReviewDto => ({
  id,
  businessId: 'b-1',
  authorName: id === 'r-1' ? 'Anna Schmidt' : 'Jonas Weber',
  rating: 4,
  comment: 'Gute Brötchen, freundliche Bedienung.',
  createdAt: '2026-11-20T09:30:00.000Z',
  answer,
});

function renderTab() {
  renderRoutes([
    {
      path: '/',
      element: (
        <ReviewsTab businessId="b-1" totalReviews={2} formOpen={false} onOpenForm={() => {}} onCloseForm={() => {}} />
      ),
    },
  ]);
}

describe('reviews tab', () => {
  it('shows the owner’s answer with its date under the review it answers, and none under the others', async () => {
    const fake = installFakeApi({
      'GET /api/businesses/b-1/reviews': () => ({
        status: 200,
        data: [
          review('r-1', { text: 'Vielen Dank für Ihren Besuch!', answeredAt: '2026-11-22T08:15:00.000Z' }),
          review('r-2', null),
        ],
      }),
    });
    restore = fake.restore;
    renderTab();

    const [answered, unanswered] = await screen.findAllByRole('article');
    expect(within(answered).getByText('Antwort des Inhabers')).toBeInTheDocument();
    expect(answered).toHaveTextContent('Vielen Dank für Ihren Besuch!');
    expect(answered).toHaveTextContent('22. November 2026');
    expect(within(unanswered).queryByText('Antwort des Inhabers')).toBeNull();
  });

  it('reports the owner’s answer apart from the review, through the answer’s own Melden', async () => {
    const fake = installFakeApi({
      'GET /api/businesses/b-1/reviews': () => ({
        status: 200,
        data: [review('r-1', { text: 'Sie lügen!', answeredAt: '2026-11-22T08:15:00.000Z' }), review('r-2', null)],
      }),
      'POST /api/reviews/r-1/answer/reports': () => ({
        status: 201,
        data: { message: 'Vielen Dank für Ihre Meldung. Wir prüfen die Antwort.' },
      }),
    });
    restore = fake.restore;
    renderTab();

    const [answered, unanswered] = await screen.findAllByRole('article');
    expect(within(answered).getByRole('button', { name: 'Bewertung von Anna Schmidt melden' })).toBeInTheDocument();
    expect(within(unanswered).queryByRole('button', { name: /Antwort des Inhabers/ })).toBeNull();
    await userEvent.click(
      within(answered).getByRole('button', { name: 'Antwort des Inhabers auf die Bewertung von Anna Schmidt melden' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Antwort des Inhabers melden' });
    expect(dialog).toHaveTextContent(
      'Warum verstößt die Antwort des Inhabers auf die Bewertung von Anna Schmidt gegen unsere Regeln?',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Beleidigend oder unangemessen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requests.filter((request) => request.method === 'post')).toMatchObject([
      { url: '/api/reviews/r-1/answer/reports', body: { reason: 'offensive' } },
    ]);
  });
});
