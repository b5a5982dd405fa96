import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportedAnswerDto, ReportedReviewDto } from '@/api/generated/model';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { ReportedReviews } from './reported-reviews';

const REVIEW: ReportedReviewDto = {
  id: 'r-1',
  businessId: 'b-1',
  businessName: 'Bäckerei Sonnenschein',
  authorName: 'Troll 99',
  rating: 1,
  comment: 'Alle hier sind Betrüger!',
  createdAt: '2026-11-20T10:00:00.000Z',
  hidden: false,
  flaggedAt: '2026-11-22T09:00:00.000Z',
  reportCount: 3,
  reasons: [
    { reason: 'offensive', count: 2 },
    { reason: 'spam', count: 1 },
  ],
  reportComments: ['Pauschale Beleidigung.'],
};

const ANSWER: ReportedAnswerDto = {
  ...REVIEW,
  id: 'r-2',
  authorName: 'Anna Schmidt',
  rating: 2,
  comment: 'Die Brötchen waren alt.',
  answer: { text: 'Sie haben keine Ahnung von Brot!', answeredAt: '2026-11-21T08:00:00.000Z' },
  reportCount: 1,
  reasons: [{ reason: 'offensive', count: 1 }],
  reportComments: [],
};

/** The answers' queue, empty unless a test gives it items. */
const NO_ANSWERS = {
  'GET /api/admin/reviews/reported-answers': () => ({ data: [], headers: { 'x-total-count': '0' } }),
};

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  getToasts().forEach((item) => dismissToast(item.id));
});

describe('reported reviews (moderation queue)', () => {
  it('shows the review, its business, reasons and comments, and hides it with one click', async () => {
    let hidden = false;
    const fake = installFakeApi({
      ...NO_ANSWERS,
      'GET /api/admin/reviews/reported': () => ({
        data: [{ ...REVIEW, hidden }],
        headers: { 'x-total-count': '1' },
      }),
      'POST /api/admin/reviews/r-1/hide': () => {
        hidden = true;
        return { data: { id: 'r-1', hidden: true, message: 'Die Bewertung ist ausgeblendet.' } };
      },
    });
    restore = fake.restore;
    renderRoutes([{ path: '/', element: <ReportedReviews enabled /> }]);

    const item = await screen.findByRole('listitem', { name: 'Bewertung von Troll 99 zu Bäckerei Sonnenschein' });
    expect(item).toHaveTextContent('Alle hier sind Betrüger!');
    expect(item).toHaveTextContent('3 Meldungen');
    expect(item).toHaveTextContent('Beleidigend oder unangemessen (2)');
    expect(item).toHaveTextContent('Spam oder Werbung (1)');
    expect(item).toHaveTextContent('Pauschale Beleidigung.');
    expect(within(item).getByRole('link', { name: /Bäckerei Sonnenschein ansehen/ })).toHaveAttribute(
      'href',
      '/business/b-1',
    );
    expect(screen.getByText(/1 Bewertung in der Prüfliste/)).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Ausblenden' }));
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Wiederherstellen' })).toBeInTheDocument());
    expect(item).toHaveTextContent('Ausgeblendet');
    expect(getToasts()[0]).toMatchObject({ title: 'Die Bewertung ist ausgeblendet.' });
    expect(fake.requests.filter((request) => request.method === 'post')).toHaveLength(1);
  });

  it('says when the queue is empty', async () => {
    restore = installFakeApi({
      ...NO_ANSWERS,
      'GET /api/admin/reviews/reported': () => ({ data: [], headers: { 'x-total-count': '0' } }),
    }).restore;
    renderRoutes([{ path: '/', element: <ReportedReviews enabled /> }]);
    expect(await screen.findByText('Keine gemeldeten Bewertungen.')).toBeInTheDocument();
    expect(await screen.findByText('Keine gemeldeten Antworten.')).toBeInTheDocument();
  });

  it('lists reported answers of owners with their review, and hides an answer through the answer’s route', async () => {
    let hidden = false;
    const fake = installFakeApi({
      'GET /api/admin/reviews/reported': () => ({ data: [], headers: { 'x-total-count': '0' } }),
      'GET /api/admin/reviews/reported-answers': () => ({
        data: [{ ...ANSWER, hidden }],
        headers: { 'x-total-count': '1' },
      }),
      'POST /api/admin/reviews/r-2/answer/hide': () => {
        hidden = true;
        return { data: { id: 'r-2', hidden: true, message: 'Die Antwort ist ausgeblendet.' } };
      },
    });
    restore = fake.restore;
    renderRoutes([{ path: '/', element: <ReportedReviews enabled /> }]);

    const answers = await screen.findByRole('region', { name: 'Gemeldete Antworten des Inhabers' });
    const item = await within(answers).findByRole('listitem', {
      name: 'Antwort auf die Bewertung von Anna Schmidt zu Bäckerei Sonnenschein',
    });
    expect(item).toHaveTextContent('Die Brötchen waren alt.');
    expect(item).toHaveTextContent('Antwort des Inhabers');
    expect(item).toHaveTextContent('Sie haben keine Ahnung von Brot!');
    expect(item).toHaveTextContent('1 Meldung');
    expect(within(answers).getByText(/1 Antwort in der Prüfliste/)).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Ausblenden' }));
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Wiederherstellen' })).toBeInTheDocument());
    expect(getToasts()[0]).toMatchObject({ title: 'Die Antwort ist ausgeblendet.' });
    expect(fake.requests.filter((request) => request.method === 'post').map((request) => request.url)).toEqual([
      '/api/admin/reviews/r-2/answer/hide',
    ]);
  });
});
