import { lazy, Suspense, useState } from 'react';
import type { ReviewDto } from '@/api/generated/model';
import { ReviewHeader } from '@/components/review-header/review-header';
import { type ReportTarget, useBusinessReviews } from '../api/reviews';
import { OwnerAnswer } from './owner-answer';
import { ReportButton } from './report-button';

// The form brings zod and react-hook-form: loaded only when a visitor opens it.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));
const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((module) => ({ default: module.ReportReviewDialog })),
);

/** How reviews are (not) checked and how reported ones are moderated (§ 5b Abs. 3 UWG). */
function AuthenticityNotice() {
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-xs leading-relaxed text-slate-700">
      <strong>Hinweis zur Echtheit (§ 5b Abs. 3 UWG):</strong> Bewertungen werden ohne vorherige Prüfung veröffentlicht.
      Wir überprüfen nicht, ob sie von Kundinnen und Kunden stammen, die die Leistungen des Unternehmens tatsächlich
      genutzt oder erworben haben. Jede Bewertung kann über „Melden“ mit einem Grund gemeldet werden. Unsere Redaktion
      prüft gemeldete Bewertungen; verstößt eine Bewertung gegen unsere Regeln, etwa weil sie beleidigend ist, falsche
      Tatsachen behauptet, Werbung enthält oder nicht auf einem echten Kundenerlebnis beruht, wird sie ausgeblendet und
      zählt nicht mehr zur Durchschnittsbewertung.
    </p>
  );
}

/** One review: author, date, stars, comment, 'Melden' and the owner's answer when there is one. */
function ReviewItem({ review, onReport }: { review: ReviewDto; onReport: (target: ReportTarget) => void }) {
  return (
    <li className="py-4">
      <article>
        <ReviewHeader review={review} headingLevel="h3" />
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{review.comment}</p>
        <ReportButton onClick={() => onReport('review')} label={`Bewertung von ${review.authorName} melden`} />
        {review.answer !== null && (
          <OwnerAnswer answer={review.answer} authorName={review.authorName} onReport={() => onReport('answer')} />
        )}
      </article>
    </li>
  );
}

/** The review form when it is open (loaded on first use), else the button that opens it. */
function ReviewFormSlot({
  businessId,
  open,
  onOpen,
  onClose,
}: {
  businessId: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  return open ? (
    <Suspense
      fallback={
        <p role="status" className="text-slate-600">
          Wird geladen...
        </p>
      }
    >
      <ReviewForm businessId={businessId} onDone={onClose} />
    </Suspense>
  ) : (
    <button
      type="button"
      onClick={onOpen}
      className="rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800"
    >
      Rezension schreiben
    </button>
  );
}

/**
 * The reviews tab: the notice on how reviews are (not) checked and how reported ones are moderated
 * (§ 5b Abs. 3 UWG), the form when opened, and the list, newest first, each review with 'Melden'.
 */
export function ReviewsTab({
  businessId,
  totalReviews,
  formOpen,
  onOpenForm,
  onCloseForm,
}: {
  businessId: string;
  totalReviews: number;
  formOpen: boolean;
  onOpenForm: () => void;
  onCloseForm: () => void;
}) {
  const reviews = useBusinessReviews(businessId, totalReviews);
  const items = reviews.data?.pages.flat() ?? [];
  const [reporting, setReporting] = useState<{ id: string; authorName: string; target: ReportTarget } | null>(null);

  return (
    <div className="space-y-6">
      <AuthenticityNotice />

      <ReviewFormSlot businessId={businessId} open={formOpen} onOpen={onOpenForm} onClose={onCloseForm} />

      {reviews.isPending ? (
        <p role="status" className="text-slate-600">
          Wird geladen...
        </p>
      ) : reviews.isError ? (
        <p role="alert" className="text-red-700">
          Die Bewertungen konnten nicht geladen werden.
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Seien Sie der Erste, der eine Bewertung abgibt
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {items.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                onReport={(target) => setReporting({ id: review.id, authorName: review.authorName, target })}
              />
            ))}
          </ul>
          {reporting !== null && (
            <Suspense fallback={null}>
              <ReportReviewDialog
                reviewId={reporting.id}
                authorName={reporting.authorName}
                target={reporting.target}
                onClose={() => setReporting(null)}
              />
            </Suspense>
          )}
          {reviews.hasNextPage && (
            <button
              type="button"
              onClick={() => void reviews.fetchNextPage()}
              disabled={reviews.isFetchingNextPage}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {reviews.isFetchingNextPage ? 'Wird geladen...' : 'Weitere Bewertungen anzeigen'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
