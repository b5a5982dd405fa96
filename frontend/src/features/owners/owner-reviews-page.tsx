import { Link, useParams } from 'react-router-dom';
import type { OwnerReviewDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { ReviewHeader } from '@/components/review-header/review-header';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOwnerListingReviews } from './api/owner-queries';
import { OwnerLayout, OwnerLoading } from './components/owner-layout';
import { ReviewAnswerDisplay, ReviewAnswerEditor } from './components/review-answer';
import { useReviewAnswer } from './components/use-review-answer';
import { useOwnerGate } from './components/use-owner-gate';

/** One review with the owner's answer: shown, written, changed or deleted (after asking). */
function ReviewWithAnswer({ businessId, review }: { businessId: string; review: OwnerReviewDto }) {
  const state = useReviewAnswer(businessId, review);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <article>
        <ReviewHeader review={review} headingLevel="h2" />
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{review.comment}</p>

        {state.editing ? (
          <ReviewAnswerEditor state={state} />
        ) : review.answer !== null ? (
          <ReviewAnswerDisplay answer={review.answer} state={state} />
        ) : (
          <button type="button" className={`mt-4 ${buttonClass('secondary')}`} onClick={state.startEditing}>
            Antworten
          </button>
        )}
      </article>
      <ConfirmDialog
        open={state.confirmDelete}
        title="Antwort löschen?"
        message={
          review.answer?.state === 'hidden'
            ? 'Ihre ausgeblendete Antwort wird gelöscht. Sie können später eine neue schreiben.'
            : 'Ihre Antwort verschwindet von der Seite Ihres Eintrags. Sie können später eine neue schreiben.'
        }
        confirmLabel="Antwort löschen"
        busy={state.busy}
        onConfirm={() => void state.submit(null)}
        onCancel={() => state.setConfirmDelete(false)}
      />
    </li>
  );
}

/** /inhaber/eintraege/{id}/bewertungen: the listing's reviews, each with the owner's one public answer. */
export default function OwnerReviewsPage() {
  const { id = '' } = useParams();
  useDocumentMeta({ title: 'Bewertungen beantworten', noIndex: true });
  const owner = useOwnerGate();
  const reviews = useOwnerListingReviews(id, owner.isSuccess);
  const items = reviews.data?.pages.flat() ?? [];
  return (
    <OwnerLayout title="Bewertungen beantworten">
      <p className="mb-4 text-sm text-slate-700">
        Ihre Antwort erscheint als „Antwort des Inhabers“ unter der Bewertung auf der{' '}
        <Link to={paths.business(id)} className="font-semibold text-blue-700 underline underline-offset-2">
          Seite Ihres Eintrags
        </Link>
        . Bleiben Sie sachlich und nennen Sie keine persönlichen Daten der Verfasser.
      </p>
      {reviews.isError ? (
        <LoadError title="Die Bewertungen konnten nicht geladen werden" error={reviews.error} />
      ) : !reviews.isSuccess ? (
        <OwnerLoading />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Ihr Eintrag hat noch keine Bewertungen.
        </p>
      ) : (
        <>
          <ul className="space-y-4">
            {items.map((review) => (
              <ReviewWithAnswer key={review.id} businessId={id} review={review} />
            ))}
          </ul>
          {reviews.hasNextPage && (
            <button
              type="button"
              className={`mt-6 ${buttonClass('secondary')}`}
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? 'Wird geladen...' : 'Weitere Bewertungen'}
            </button>
          )}
        </>
      )}
    </OwnerLayout>
  );
}
