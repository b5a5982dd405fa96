import type { ReviewAnswerDto } from '@/api/generated/model';
import { formatLongGermanDate } from '@/lib/german-format';

/** The listing owner's public answer under a review ("Antwort des Inhabers", with its date). */
export function OwnerAnswer({ answer }: { answer: ReviewAnswerDto }) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-blue-700 bg-slate-50 p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
        <span className="font-semibold text-slate-900">Antwort des Inhabers</span>
        <span className="text-slate-600">{formatLongGermanDate(answer.answeredAt)}</span>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{answer.text}</p>
    </div>
  );
}
