import { useId, type ReactNode } from 'react';

const INPUT_BASE =
  'block w-full border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-[invalid=true]:border-red-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/** The look of every text input, select and textarea; an invalid control (aria-invalid) gets a red border. */
export const inputClass = `${INPUT_BASE} rounded-md py-2 sm:text-sm`;

/** The same, roomier, for the short public forms (contact, review). */
export const largeInputClass = `${INPUT_BASE} rounded-lg py-2.5`;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  label: string;
  /** A fixed id for the control (the entry form's fields are addressed by id); otherwise one is generated. */
  id?: string;
  required?: boolean;
  /** Says '(optional)' after the label, for forms where most fields are required. */
  optional?: boolean;
  /** Keeps the label for screen readers only (a row of fields under one visible heading). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Shown at the right of the hint line (a character count). */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error, wired up for screen readers. */
export function FormField({
  id: fixedId,
  label,
  required = false,
  optional = false,
  hideLabel = false,
  hint,
  error,
  className,
  aside,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter((value) => value !== undefined).join(' ') || undefined;
  return (
    <div className={className}>
      <div className={hideLabel ? 'sr-only' : 'mb-1 flex items-baseline'}>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {optional && <span className="font-normal text-slate-600"> (optional)</span>}
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

/** A select's options from a fixed list (categories, countries, states), each value its own label; optionally led by an empty 'Bitte wählen'. */
export function ChoiceOptions({ choices, placeholder }: { choices: readonly string[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}
