import type { BusinessDto } from '@/api/generated/model';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { dayHoursText, localClock, openStatus, temporaryClosureAt, weekSchedule } from '../utils/opening-hours';
import { Panel } from '@/components/ui/panel';
import { temporaryClosureLabel } from '@/components/ui/temporarily-closed-badge';

/**
 * Open or closed now (in the browser only) and the seven days Montag–Sonntag. While the business is
 * temporarily closed (the API says so, and its last closed day has not passed), it is closed.
 */
export function BusinessHoursPanel({ business }: { business: BusinessDto }) {
  const now = useMinuteClock();
  const week = weekSchedule(business);
  const clock = now === null ? null : localClock(now);
  const today = clock === null ? undefined : week.find((day) => day.key === clock.weekday);
  const closure = clock === null ? undefined : temporaryClosureAt(business, clock.day);
  const status =
    clock === null
      ? null
      : closure !== undefined
        ? { open: false, label: temporaryClosureLabel(closure) }
        : openStatus(week, clock);

  return (
    <Panel titleId="oeffnungszeiten-titel" title="Öffnungszeiten">
      <p className="mt-2 min-h-6 text-sm font-semibold">
        {status !== null && (
          <span className={`inline-flex items-center gap-2 ${status.open ? 'text-emerald-700' : 'text-red-700'}`}>
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${status.open ? 'bg-emerald-600' : 'bg-red-600'}`}
            />
            {status.label}
          </span>
        )}
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {week.map((day) => {
          const isToday = day.key === today?.key;
          return (
            <div
              key={day.key}
              className={`flex justify-between gap-4 py-1.5 ${isToday ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
            >
              <dt>
                {day.label}
                {isToday && <span className="sr-only"> (heute)</span>}
              </dt>
              <dd className="tabular-nums">{dayHoursText(day)}</dd>
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}
