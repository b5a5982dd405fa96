import type { ReviewAnswerDto } from '@/api/generated/model';
import { formatLongGermanDate } from '@/lib/german-format';
import { ReportButton } from './report-button';

/**
 * The listing owner's public answer under a review ("Antwort des Inhabers", with its date); with `onReport`, its own
 * 'Melden' (an answer is reported apart from the review).
 */
export function OwnerAnswer({
  answer,
  authorName,
  onReport,
}: {
  answer: ReviewAnswerDto;
  authorName?: string;
  onReport?: () => void;
}) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-blue-700 bg-slate-50 p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
        <span className="font-semibold text-slate-900">Antwort des Inhabers</span>
        <span className="text-slate-600">{formatLongGermanDate(answer.answeredAt)}</span>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{answer.text}</p>
      {onReport !== undefined && (
        <ReportButton
          onClick={onReport}
          label={`Antwort des Inhabers auf die Bewertung von ${authorName ?? 'Unbekannt'} melden`}
        />
      )}
    </div>
  );
}
