import { WEEKDAYS } from '@/lib/weekdays';
import { DayRow } from './opening-hours-day-row';
import { useOpeningHoursEditor } from './use-opening-hours-editor';

/** Seven rows, Montag to Sonntag: open/closed switch and two times each, plus a "copy Monday" helper. */
export function OpeningHoursEditor() {
  const { register, errors, hours, announcement, setOpen, copyMonday } = useOpeningHoursEditor();
  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {WEEKDAYS.map(({ key: day, label: long }) => (
          <DayRow
            key={day}
            day={day}
            long={long}
            value={hours[day]}
            errors={errors?.[day]}
            register={register}
            onOpenChange={(open) => setOpen(day, open)}
            onCopyMonday={copyMonday}
          />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
