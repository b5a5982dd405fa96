import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OwnerReviewAnswerDto, OwnerReviewDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { StarRating } from '@/components/ui/star-rating';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { formatLongGermanDate } from '@/lib/german-format';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOwnerListingReviews, useSaveReviewAnswer } from './api/owner-queries';
import { OwnerLayout, OwnerLoading } from './components/owner-layout';
import { useOwnerGate } from './components/use-owner-gate';
import { ownerFailureMessage } from './lib/failure';

const ANSWER_MAX = 1000;

/**
 * An answer the administrator has hidden after a report: the owner still sees it here, and why it is missing on the
 * listing's page. A changed answer replaces it and is shown again.
 */
function HiddenAnswerNote({ answer }: { answer: OwnerReviewAnswerDto }) {
  return (
    <p className="mt-2 rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950">
      <strong className="font-semibold">Ausgeblendet</strong>
      {answer.hiddenAt !== null && <> seit {formatLongGermanDate(answer.hiddenAt)}</>}: Ihre Antwort wurde nach einer
      Meldung ausgeblendet und ist öffentlich nicht sichtbar. Eine geänderte Antwort ersetzt sie und ist wieder
      sichtbar.
    </p>
  );
}

/** One review with the owner's answer: shown, written, changed or deleted (after asking). */
function ReviewWithAnswer({ businessId, review }: { businessId: string; review: OwnerReviewDto }) {
  const save = useSaveReviewAnswer(businessId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.answer?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fieldId = useId();

  const submit = async (value: string | null) => {
    setError(null);
    try {
      await save.mutateAsync({ reviewId: review.id, text: value });
      toast({ title: value === null ? 'Antwort gelöscht' : 'Antwort gespeichert', variant: 'success' });
      setEditing(false);
      setConfirmDelete(false);
      if (value === null) setText('');
    } catch (failure) {
      setError(ownerFailureMessage(failure));
      setConfirmDelete(false);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <article>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{review.authorName}</h2>
          <p className="text-xs text-slate-600">{formatLongGermanDate(review.createdAt)}</p>
        </div>
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
          <StarRating value={review.rating} size="sm" />
          <span aria-hidden="true">({review.rating}/5)</span>
        </p>
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{review.comment}</p>

        {editing ? (
          <form
            className="mt-4 space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit(text.trim());
            }}
          >
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              Ihre Antwort (öffentlich sichtbar)
            </label>
            <textarea
              id={fieldId}
              value={text}
              maxLength={ANSWER_MAX}
              rows={4}
              required
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : `${fieldId}-error`}
              onChange={(event) => setText(event.target.value)}
              className={inputClass}
            />
            <p className="text-xs text-slate-600">
              {text.length} von {ANSWER_MAX} Zeichen
            </p>
            {error !== null && (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
                {save.isPending ? 'Wird gespeichert...' : 'Antwort veröffentlichen'}
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => {
                  setEditing(false);
                  setText(review.answer?.text ?? '');
                  setError(null);
                }}
              >
                Abbrechen
              </button>
            </div>
          </form>
        ) : review.answer !== null ? (
          <div
            className={`mt-4 rounded-lg border-l-4 p-3 ${
              review.answer.state === 'hidden' ? 'border-amber-600 bg-amber-50' : 'border-blue-700 bg-slate-50'
            }`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
              <span className="font-semibold text-slate-900">Ihre Antwort</span>
              <span className="text-slate-600">{formatLongGermanDate(review.answer.answeredAt)}</span>
            </p>
            {review.answer.state === 'hidden' && <HiddenAnswerNote answer={review.answer} />}
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{review.answer.text}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className={buttonClass('secondary')} onClick={() => setEditing(true)}>
                Antwort ändern
              </button>
              <button type="button" className={buttonClass('dangerOutline')} onClick={() => setConfirmDelete(true)}>
                Antwort löschen
              </button>
            </div>
            {error !== null && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        ) : (
          <button type="button" className={`mt-4 ${buttonClass('secondary')}`} onClick={() => setEditing(true)}>
            Antworten
          </button>
        )}
      </article>
      <ConfirmDialog
        open={confirmDelete}
        title="Antwort löschen?"
        message={
          review.answer?.state === 'hidden'
            ? 'Ihre ausgeblendete Antwort wird gelöscht. Sie können später eine neue schreiben.'
            : 'Ihre Antwort verschwindet von der Seite Ihres Eintrags. Sie können später eine neue schreiben.'
        }
        confirmLabel="Antwort löschen"
        busy={save.isPending}
        onConfirm={() => void submit(null)}
        onCancel={() => setConfirmDelete(false)}
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
