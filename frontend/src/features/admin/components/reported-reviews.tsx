import { useState } from 'react';
import type { ReportedReviewDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { StarRating } from '@/components/ui/star-rating';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime, pluralize } from '@/lib/german-format';
import { REPORT_REASON_LABELS } from '@/lib/report-reasons';
import {
  type ModerationStep,
  REPORTED_REVIEWS_PAGE_SIZE,
  useModerateReviewMutation,
  useReportedReviews,
} from '../api/review-moderation';
import { adminErrorMessage } from '../lib/admin-messages';
import { adminListState } from './admin-list-state';

/** 'Gemeldete Bewertungen': reported and hidden reviews, most recently reported first, with their reports. */
export function ReportedReviews({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const queue = useReportedReviews(page, enabled);
  const moderation = useModerateReviewMutation();

  const moderate = (review: ReportedReviewDto, step: ModerationStep) =>
    moderation.mutate(
      { id: review.id, step },
      {
        onSuccess: (result) => toast({ title: result.message, description: review.businessName, variant: 'success' }),
        onError: (error) => toast({ title: 'Fehler', description: adminErrorMessage(error), variant: 'destructive' }),
      },
    );

  const placeholder = adminListState(queue, 'Keine gemeldeten Bewertungen.');
  if (placeholder !== null || queue.data === undefined) return placeholder;
  const { items, total } = queue.data;
  const busy = (id: string) => moderation.isPending && moderation.variables?.id === id;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {formatCount(total)} {pluralize(total, 'Bewertung', 'Bewertungen')} in der Prüfliste, zuletzt gemeldete zuerst
      </p>
      <ul className="space-y-3">
        {items.map((review) => (
          <li
            key={review.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="reported-review"
            aria-label={`Bewertung von ${review.authorName} zu ${review.businessName}`}
          >
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <a
                  href={paths.business(review.businessId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-words font-semibold text-blue-700 underline hover:text-blue-900"
                  aria-label={`${review.businessName} ansehen (öffnet in neuem Tab)`}
                >
                  {review.businessName}
                </a>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span className="font-medium text-slate-900">{review.authorName}</span>
                  <StarRating value={review.rating} size="sm" />
                  <span aria-hidden="true">({review.rating}/5)</span>
                  <span className="text-slate-600">· {formatDateTime(review.createdAt)}</span>
                </p>
              </div>
              <span
                className={`shrink-0 self-start rounded-full px-3 py-1 text-xs font-semibold ${
                  review.hidden ? 'bg-slate-200 text-slate-800' : 'bg-amber-100 text-amber-900'
                }`}
              >
                {review.hidden ? 'Ausgeblendet' : 'Sichtbar'}
              </span>
            </div>
            <p className="mt-2 whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              {review.comment}
            </p>
            <div className="mt-3 text-sm text-slate-700">
              <p className="font-medium text-slate-900">
                {review.reportCount === 0
                  ? 'Keine offenen Meldungen'
                  : `${formatCount(review.reportCount)} ${pluralize(review.reportCount, 'Meldung', 'Meldungen')} · in der Prüfliste seit ${formatDateTime(review.flaggedAt)}`}
              </p>
              {review.reasons.length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-2" aria-label="Gründe">
                  {review.reasons.map(({ reason, count }) => (
                    <li key={reason} className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800">
                      {REPORT_REASON_LABELS[reason]} ({count})
                    </li>
                  ))}
                </ul>
              )}
              {review.reportComments.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" aria-label="Anmerkungen der Meldenden">
                  {review.reportComments.map((comment, index) => (
                    <li key={index} className="break-words">
                      {comment}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {review.hidden ? (
                <button
                  type="button"
                  className={buttonClass('success')}
                  disabled={busy(review.id)}
                  onClick={() => moderate(review, 'restore')}
                >
                  Wiederherstellen
                </button>
              ) : (
                <>
                  <button
                    type="button"
                    className={buttonClass('danger')}
                    disabled={busy(review.id)}
                    onClick={() => moderate(review, 'hide')}
                  >
                    Ausblenden
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={busy(review.id)}
                    onClick={() => moderate(review, 'dismiss')}
                  >
                    Meldungen verwerfen
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / REPORTED_REVIEWS_PAGE_SIZE)}
        onPage={setPage}
        label="Seiten der gemeldeten Bewertungen"
      />
    </div>
  );
}
