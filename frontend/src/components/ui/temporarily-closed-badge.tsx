import { formatGermanDay } from '@/lib/german-format';

/** 'Vorübergehend geschlossen', with the last closed day when there is one: '… bis 15.01.2027'. */
export function temporaryClosureLabel(until: string | null): string {
  return until === null ? 'Vorübergehend geschlossen' : `Vorübergehend geschlossen bis ${formatGermanDay(until)}`;
}

/** The badge of a business that is temporarily closed (card and detail page). */
export function TemporarilyClosedBadge({ until, className = '' }: { until: string | null; className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ${className}`}
    >
      {temporaryClosureLabel(until)}
    </span>
  );
}
