import type { UseFormRegister } from 'react-hook-form';
import type { Weekday } from '@/lib/weekdays';
import { TIME_PATTERN } from '@/lib/business-field-rules';
import type { BusinessFormValues } from './business-form-schema';
import { inputClass } from '../ui/form-field';

// Narrower padding on phones: a 12-hour browser shows "06:30 AM" plus its clock icon.
const timeInputClass = inputClass.replace(' px-3 ', ' px-2 sm:px-3 ');

/** What a day's times mean when they are not plain: past midnight, or around the clock. */
function overnightNote({ opens, closes }: { opens: string; closes: string }): string | null {
  if (!TIME_PATTERN.test(opens) || !TIME_PATTERN.test(closes)) return null;
  if (opens === '00:00' && closes === '00:00') return 'Rund um die Uhr geöffnet.';
  return closes < opens ? `Schließt nach Mitternacht, am Folgetag um ${closes} Uhr.` : null;
}

/** The day's open/closed switch. */
function OpenSwitch({ long, open, onChange }: { long: string; open: boolean; onChange: (open: boolean) => void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          checked={open}
          onChange={(event) => onChange(event.target.checked)}
          aria-label={`${long} geöffnet`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-full bg-slate-400 transition-colors peer-checked:bg-blue-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-400 peer-disabled:opacity-60 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
      <span className="min-w-[5.5rem]">{open ? 'Geöffnet' : 'Geschlossen'}</span>
    </label>
  );
}

interface DayTimesProps {
  day: Weekday;
  long: string;
  register: UseFormRegister<BusinessFormValues>;
  opensError: string | undefined;
  closesError: string | undefined;
  errorId: string;
}

/** The open day's two times, "opens" bis "closes". */
function DayTimes({ day, long, register, opensError, closesError, errorId }: DayTimesProps) {
  return (
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
  );
}

interface DayRowProps {
  day: Weekday;
  long: string;
  value: BusinessFormValues['hours'][Weekday];
  errors: { opens?: { message?: string }; closes?: { message?: string } } | undefined;
  register: UseFormRegister<BusinessFormValues>;
  onOpenChange: (open: boolean) => void;
  onCopyMonday: () => void;
}

/** One weekday's row: name, switch, times, notes and errors; Monday also offers to copy its times. */
export function DayRow({ day, long, value, errors, register, onOpenChange, onCopyMonday }: DayRowProps) {
  const open = value.open;
  const opensError = errors?.opens?.message;
  const closesError = errors?.closes?.message;
  const errorId = `hours-${day}-error`;
  const note = open ? overnightNote(value) : null;
  return (
    <li className="px-3 py-3 sm:px-4">
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 sm:grid-cols-[7.5rem_9.5rem_1fr]">
        <span id={`hours-${day}-label`} className="text-sm font-medium text-slate-900">
          {long}
        </span>
        <OpenSwitch long={long} open={open} onChange={onOpenChange} />
        {open ? <DayTimes {...{ day, long, register, opensError, closesError, errorId }} /> : null}
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
          onClick={onCopyMonday}
          className="mt-2 rounded-md text-sm font-medium text-blue-800 underline-offset-2 hover:underline disabled:text-slate-500"
        >
          Zeiten von Montag für Di–Fr übernehmen
        </button>
      )}
    </li>
  );
}
