import type { BusinessDto } from '@/api/generated/model';
import { formatGermanDay } from '@/lib/german-format';
import { useMinuteClock } from '@/lib/use-minute-clock';
import {
  calendarStatus,
  dayHoursText,
  exceptionHoursText,
  exceptionLines,
  localClock,
  temporaryClosureAt,
  weekSchedule,
  type CalendarExceptions,
} from '../utils/opening-hours';
import { Panel } from '@/components/ui/panel';
import { temporaryClosureLabel } from '@/components/ui/temporarily-closed-badge';

/**
 * Open or closed now (in the browser only), the seven days Montag–Sonntag and the days that differ (special hours,
 * public holidays). While the business is temporarily closed (the API says so, and its last closed day has not
 * passed), it is closed.
 */
export function BusinessHoursPanel({ business }: { business: BusinessDto & CalendarExceptions }) {
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
        : calendarStatus(week, clock, business);
  const exceptions = exceptionLines(business);

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
      {exceptions.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Abweichende Öffnungszeiten</h3>
          <dl className="mt-1 divide-y divide-slate-100 text-sm">
            {exceptions.map((line) => (
              <div key={line.key} className="flex justify-between gap-4 py-1.5 text-slate-700">
                <dt>
                  {formatGermanDay(line.from)}
                  {line.to !== line.from && <> – {formatGermanDay(line.to)}</>}
                  {line.note !== null && <span className="block text-xs text-slate-600">{line.note}</span>}
                </dt>
                <dd className="tabular-nums">{exceptionHoursText(line)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Panel>
  );
}
