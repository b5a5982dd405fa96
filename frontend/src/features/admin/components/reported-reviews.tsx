import { useState } from 'react';
import type { ReportedAnswerDto, ReportedReviewDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { StarRating } from '@/components/ui/star-rating';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime, pluralize } from '@/lib/german-format';
import { REPORT_REASON_LABELS } from '@/lib/report-reasons';
import {
  type ModerationStep,
  type ModerationTarget,
  REPORTED_REVIEWS_PAGE_SIZE,
  useModerateReviewMutation,
  useModerationQueue,
} from '../api/review-moderation';
import { adminErrorMessage } from '../lib/admin-messages';
import { adminListState } from './admin-list-state';

type QueueItem = ReportedReviewDto | ReportedAnswerDto;

const QUEUE_TEXTS: Record<
  ModerationTarget,
  { heading: string; empty: string; one: string; many: string; item: (item: QueueItem) => string }
> = {
  review: {
    heading: 'Bewertungen',
    empty: 'Keine gemeldeten Bewertungen.',
    one: 'Bewertung',
    many: 'Bewertungen',
    item: (item) => `Bewertung von ${item.authorName} zu ${item.businessName}`,
  },
  answer: {
    heading: 'Antworten des Inhabers',
    empty: 'Keine gemeldeten Antworten.',
    one: 'Antwort',
    many: 'Antworten',
    item: (item) => `Antwort auf die Bewertung von ${item.authorName} zu ${item.businessName}`,
  },
};

/** 'Gemeldete Bewertungen': the queue of reported reviews and, below, that of reported answers of owners. */
export function ReportedReviews({ enabled }: { enabled: boolean }) {
  return (
    <div className="space-y-8">
      <ModerationQueue target="review" enabled={enabled} />
      <ModerationQueue target="answer" enabled={enabled} />
    </div>
  );
}

/** One queue, most recently reported first, each item with its reports and the steps it allows. */
function ModerationQueue({ target, enabled }: { target: ModerationTarget; enabled: boolean }) {
  const [page, setPage] = useState(1);
  const queue = useModerationQueue(target, page, enabled);
  const moderation = useModerateReviewMutation(target);
  const texts = QUEUE_TEXTS[target];

  const moderate = (item: QueueItem, step: ModerationStep) =>
    moderation.mutate(
      { id: item.id, step },
      {
        onSuccess: (result) => toast({ title: result.message, description: item.businessName, variant: 'success' }),
        onError: (error) => toast({ title: 'Fehler', description: adminErrorMessage(error), variant: 'destructive' }),
      },
    );

  const placeholder = adminListState(queue, texts.empty);
  const busy = (id: string) => moderation.isPending && moderation.variables?.id === id;

  return (
    <section className="space-y-4" aria-label={`Gemeldete ${texts.heading}`}>
      <h2 className="text-lg font-semibold text-slate-900">Gemeldete {texts.heading}</h2>
      {placeholder !== null || queue.data === undefined ? (
        placeholder
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {formatCount(queue.data.total)} {pluralize(queue.data.total, texts.one, texts.many)} in der Prüfliste,
            zuletzt gemeldete zuerst
          </p>
          <ul className="space-y-3">
            {queue.data.items.map((item) => (
              <li
                key={item.id}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid={target === 'review' ? 'reported-review' : 'reported-answer'}
                aria-label={texts.item(item)}
              >
                <ReportedItem item={item} />
                <div className="mt-3 flex flex-wrap gap-2">
                  {item.hidden ? (
                    <button
                      type="button"
                      className={buttonClass('success')}
                      disabled={busy(item.id)}
                      onClick={() => moderate(item, 'restore')}
                    >
                      Wiederherstellen
                    </button>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={buttonClass('danger')}
                        disabled={busy(item.id)}
                        onClick={() => moderate(item, 'hide')}
                      >
                        Ausblenden
                      </button>
                      <button
                        type="button"
                        className={buttonClass('secondary')}
                        disabled={busy(item.id)}
                        onClick={() => moderate(item, 'dismiss')}
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
            pageCount={Math.ceil(queue.data.total / REPORTED_REVIEWS_PAGE_SIZE)}
            onPage={setPage}
            label={`Seiten der gemeldeten ${texts.many}`}
          />
        </>
      )}
    </section>
  );
}

/** The reported review (and the owner's answer when that is what was reported) with its open reports. */
function ReportedItem({ item }: { item: QueueItem }) {
  const answer = 'answer' in item ? item.answer : undefined;
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <a
            href={paths.business(item.businessId)}
            target="_blank"
            rel="noopener noreferrer"
            className="break-words font-semibold text-blue-700 underline hover:text-blue-900"
            aria-label={`${item.businessName} ansehen (öffnet in neuem Tab)`}
          >
            {item.businessName}
          </a>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="font-medium text-slate-900">{item.authorName}</span>
            <StarRating value={item.rating} size="sm" />
            <span aria-hidden="true">({item.rating}/5)</span>
            <span className="text-slate-600">· {formatDateTime(item.createdAt)}</span>
          </p>
        </div>
        <span
          className={`shrink-0 self-start rounded-full px-3 py-1 text-xs font-semibold ${
            item.hidden ? 'bg-slate-200 text-slate-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {item.hidden ? 'Ausgeblendet' : 'Sichtbar'}
        </span>
      </div>
      <p
        className={`mt-2 whitespace-pre-line break-words rounded-md p-3 text-sm ${
          answer === undefined ? 'bg-slate-50 text-slate-800' : 'bg-white text-slate-600'
        }`}
      >
        {item.comment}
      </p>
      {answer !== undefined && (
        <div className="mt-2 rounded-md border-l-4 border-amber-500 bg-slate-50 p-3 text-sm text-slate-800">
          <p className="text-xs font-semibold text-slate-900">
            Antwort des Inhabers · {formatDateTime(answer.answeredAt)}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{answer.text}</p>
        </div>
      )}
      <div className="mt-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {item.reportCount === 0
            ? 'Keine offenen Meldungen'
            : `${formatCount(item.reportCount)} ${pluralize(item.reportCount, 'Meldung', 'Meldungen')} · in der Prüfliste seit ${formatDateTime(item.flaggedAt)}`}
        </p>
        {item.reasons.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Gründe">
            {item.reasons.map(({ reason, count }) => (
              <li key={reason} className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800">
                {REPORT_REASON_LABELS[reason]} ({count})
              </li>
            ))}
          </ul>
        )}
        {item.reportComments.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" aria-label="Anmerkungen der Meldenden">
            {item.reportComments.map((comment, index) => (
              <li key={index} className="break-words">
                {comment}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
