import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '@/lib/weekdays';
import type { BusinessFormValues } from './business-form-schema';
import { inputClass } from '../ui/form-field';
import { TIME_PATTERN } from '@/lib/business-field-rules';

// Narrower padding on phones: a 12-hour browser shows "06:30 AM" plus its clock icon.
const timeInputClass = inputClass.replace(' px-3 ', ' px-2 sm:px-3 ');

/** The times a day gets when it is switched to open and there is nothing better to copy. */
const DEFAULT_OPENING = { opens: '09:00', closes: '18:00' } as const;

const WORKDAYS_AFTER_MONDAY: Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

/** What a day's times mean when they are not plain: past midnight, or around the clock. */
function overnightNote({ opens, closes }: { opens: string; closes: string }): string | null {
  if (!TIME_PATTERN.test(opens) || !TIME_PATTERN.test(closes)) return null;
  if (opens === '00:00' && closes === '00:00') return 'Rund um die Uhr geöffnet.';
  return closes < opens ? `Schließt nach Mitternacht, am Folgetag um ${closes} Uhr.` : null;
}

/** Seven rows, Montag to Sonntag: open/closed switch and two times each, plus a "copy Monday" helper. */
export function OpeningHoursEditor() {
  const { register, setValue, getValues, clearErrors, formState } = useFormContext<BusinessFormValues>();
  const hours = useWatch<BusinessFormValues, 'hours'>({ name: 'hours' });
  const [announcement, setAnnouncement] = useState('');

  const setOpen = (day: Weekday, open: boolean) => {
    const current = getValues(`hours.${day}`);
    if (open) {
      const monday = getValues('hours.monday');
      const template = day !== 'monday' && monday.open && monday.opens !== '' ? monday : DEFAULT_OPENING;
      setValue(
        `hours.${day}`,
        {
          open: true,
          opens: current.opens === '' ? template.opens : current.opens,
          closes: current.closes === '' ? template.closes : current.closes,
        },
        { shouldDirty: true },
      );
    } else {
      setValue(`hours.${day}`, { open: false, opens: '', closes: '' }, { shouldDirty: true });
      clearErrors([`hours.${day}.opens`, `hours.${day}.closes`]);
    }
  };

  const copyMonday = () => {
    const monday = getValues('hours.monday');
    for (const day of WORKDAYS_AFTER_MONDAY) {
      setValue(`hours.${day}`, { ...monday }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
    setAnnouncement(
      monday.open
        ? `Zeiten von Montag (${monday.opens}–${monday.closes} Uhr) auf Dienstag bis Freitag übernommen.`
        : 'Dienstag bis Freitag wie Montag auf „Geschlossen“ gesetzt.',
    );
  };

  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {WEEKDAYS.map(({ key: day, label: long }) => {
          const open = hours[day].open;
          const errors = formState.errors.hours?.[day];
          const opensError = errors?.opens?.message;
          const closesError = errors?.closes?.message;
          const errorId = `hours-${day}-error`;
          const note = open ? overnightNote(hours[day]) : null;
          return (
            <li key={day} className="px-3 py-3 sm:px-4">
              <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 sm:grid-cols-[7.5rem_9.5rem_1fr]">
                <span id={`hours-${day}-label`} className="text-sm font-medium text-slate-900">
                  {long}
                </span>
                <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                  <span className="relative inline-flex h-6 w-11 shrink-0">
                    <input
                      type="checkbox"
                      role="switch"
                      className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                      checked={open}
                      onChange={(event) => setOpen(day, event.target.checked)}
                      aria-label={`${long} geöffnet`}
                    />
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-0 rounded-full bg-slate-400 transition-colors peer-checked:bg-blue-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-400 peer-disabled:opacity-60 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
                    />
                  </span>
                  <span className="min-w-[5.5rem]">{open ? 'Geöffnet' : 'Geschlossen'}</span>
                </label>
                {open ? (
                  <div className="col-span-2 flex items-center gap-1.5 sm:col-span-1 sm:gap-2">
                    <label className="sr-only" htmlFor={`hours-${day}-opens`}>
                      {long} öffnet um
                    </label>
                    <input
                      id={`hours-${day}-opens`}
                      type="time"
                      step={300}
                      className={`${timeInputClass} min-w-0 flex-1 sm:max-w-36`}
                      aria-invalid={opensError !== undefined}
                      aria-describedby={opensError !== undefined ? errorId : undefined}
                      {...register(`hours.${day}.opens`)}
                    />
                    <span aria-hidden="true" className="text-slate-600">
                      bis
                    </span>
                    <label className="sr-only" htmlFor={`hours-${day}-closes`}>
                      {long} schließt um
                    </label>
                    <input
                      id={`hours-${day}-closes`}
                      type="time"
                      step={300}
                      className={`${timeInputClass} min-w-0 flex-1 sm:max-w-36`}
                      aria-invalid={closesError !== undefined}
                      aria-describedby={closesError !== undefined ? errorId : undefined}
                      {...register(`hours.${day}.closes`)}
                    />
                    <span className="hidden text-sm text-slate-600 sm:inline">Uhr</span>
                  </div>
                ) : null}
              </div>
              {note !== null && <p className="mt-2 text-sm text-slate-600">{note}</p>}
              {(opensError !== undefined || closesError !== undefined) && (
                <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
                  {[opensError, closesError].filter((message) => message !== undefined).join(' · ')}
                </p>
              )}
              {day === 'monday' && (
                <button
                  type="button"
                  onClick={copyMonday}
                  className="mt-2 rounded-md text-sm font-medium text-blue-800 underline-offset-2 hover:underline disabled:text-slate-500"
                >
                  Zeiten von Montag für Di–Fr übernehmen
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
