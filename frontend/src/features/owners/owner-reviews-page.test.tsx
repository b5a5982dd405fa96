import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerReviewDto } from '@/api/generated/model';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { type FakeApi, type FakeRoutes, installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import OwnerReviewsPage from './owner-reviews-page';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

type Answer = OwnerReviewDto['answer'];

const review = (answer: Answer): OwnerReviewDto => ({
  id: 'r-1',
  businessId: 'b1',
  authorName: 'Anna Schmidt',
  rating: 4,
  comment: 'Gute Brötchen, freundliche Bedienung.',
  createdAt: '2026-11-20T09:30:00.000Z',
  answer,
});

const visible = (text: string, answeredAt: string): Answer => ({ text, answeredAt, state: 'visible', hiddenAt: null });

/**
 * The owner's page of listing b1 for a signed-in owner: the owner's list shows the one review with the answer the
 * test holds, and a saved answer becomes that answer, shown (as the server does, also in place of a hidden one).
 */
function openPage(initial: Answer, routes: FakeRoutes = {}): FakeApi {
  let answer = initial;
  const fake = installFakeApi({
    'GET /api/owner/me': () => ({ status: 200, data: { email: 'inhaberin@example.de' } }),
    'GET /api/owner/businesses/b1/reviews': () => ({ status: 200, data: [review(answer)] }),
    'PUT /api/owner/reviews/r-1/answer': (request) => {
      answer = visible((request.body as { text: string }).text, '2026-12-05T09:00:00.000Z');
      return { status: 200, data: review(answer) };
    },
    ...routes,
  });
  restore = fake.restore;
  renderRoutes(
    [{ path: '/inhaber/eintraege/:id/bewertungen', element: <OwnerReviewsPage /> }],
    '/inhaber/eintraege/b1/bewertungen',
  );
  return fake;
}

async function replaceAnswer(text: string): Promise<void> {
  const field = screen.getByLabelText('Ihre Antwort (öffentlich sichtbar)');
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Antwort veröffentlichen' }));
}

describe('owner reviews page', () => {
  it('writes an answer under a review and then shows it with its date', async () => {
    const fake = openPage(null);

    await userEvent.click(await screen.findByRole('button', { name: 'Antworten' }));
    await replaceAnswer('  Vielen Dank!  ');

    await waitFor(() => expect(fake.requests.some((request) => request.method === 'put')).toBe(true));
    expect(fake.requests.find((request) => request.method === 'put')?.body).toEqual({ text: 'Vielen Dank!' });
    expect(await screen.findByText('Ihre Antwort')).toBeInTheDocument();
    expect(screen.getByText('Vielen Dank!')).toBeInTheDocument();
    expect(screen.getByText('5. Dezember 2026')).toBeInTheDocument();
  });

  it('deletes an answer only after asking, and shows the server’s German message on failure', async () => {
    const fake = openPage(visible('Danke!', '2026-12-01T09:00:00.000Z'), {
      'DELETE /api/owner/reviews/r-1/answer': () => ({
        status: 404,
        data: { statusCode: 404, code: 'REVIEW_NOT_FOUND', message: 'Bewertung nicht gefunden' },
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Antwort löschen' }));
    expect(fake.requests.some((request) => request.method === 'delete')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Antwort löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Antwort löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bewertung nicht gefunden');
  });

  it('shows an answer hidden after a report with a German note, and the owner can still replace it', async () => {
    const fake = openPage({
      text: 'Das stimmt so nicht!',
      answeredAt: '2026-12-01T09:00:00.000Z',
      state: 'hidden',
      hiddenAt: '2026-12-03T10:00:00.000Z',
    });

    const note = await screen.findByText(/Ihre Antwort wurde nach einer Meldung ausgeblendet/);
    expect(note).toHaveTextContent(
      'Ausgeblendet seit 3. Dezember 2026: Ihre Antwort wurde nach einer Meldung ausgeblendet und ist öffentlich ' +
        'nicht sichtbar.',
    );
    expect(screen.getByText('Das stimmt so nicht!')).toBeInTheDocument();
    // The page reads the owner's list, never the public one (which leaves the hidden answer out).
    expect(fake.requests.some((request) => request.url === '/api/businesses/b1/reviews')).toBe(false);
    expect(screen.getByRole('button', { name: 'Antwort löschen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Antwort ändern' }));
    await replaceAnswer('Vielen Dank für Ihr Feedback.');

    expect(await screen.findByText('Vielen Dank für Ihr Feedback.')).toBeInTheDocument();
    expect(screen.queryByText(/nach einer Meldung ausgeblendet/)).not.toBeInTheDocument();
  });
});
