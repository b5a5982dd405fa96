import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** Shown at the right of the hint line (a character count). */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

export const inputClass =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600/40 focus-visible:border-blue-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 sm:text-sm';

export function inputStateClass(invalid: boolean): string {
  return invalid ? 'border-red-600' : 'border-slate-300';
}

/** A labelled control with its hint and error, wired up for screen readers. */
export function FormField({ id, label, required = false, hint, error, className, aside, children }: FormFieldProps) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter((value) => value !== undefined).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {/* Outside the label, so the name read out is just the label; aria-required says "required". */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-sm font-medium text-red-700">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {(hint !== undefined || aside !== undefined) && (
        <div className="mt-1 flex items-start justify-between gap-3">
          {hint !== undefined && (
            <p id={hintId} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
          {aside !== undefined && <div className="ml-auto shrink-0">{aside}</div>}
        </div>
      )}
      {error !== undefined && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
