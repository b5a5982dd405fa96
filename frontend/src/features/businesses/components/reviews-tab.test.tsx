import { screen, within } from '@testing-library/react';
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
    renderRoutes([
      {
        path: '/',
        element: (
          <ReviewsTab businessId="b-1" totalReviews={2} formOpen={false} onOpenForm={() => {}} onCloseForm={() => {}} />
        ),
      },
    ]);

    const [answered, unanswered] = await screen.findAllByRole('article');
    expect(within(answered).getByText('Antwort des Inhabers')).toBeInTheDocument();
    expect(answered).toHaveTextContent('Vielen Dank für Ihren Besuch!');
    expect(answered).toHaveTextContent('22. November 2026');
    expect(within(unanswered).queryByText('Antwort des Inhabers')).toBeNull();
  });
});
