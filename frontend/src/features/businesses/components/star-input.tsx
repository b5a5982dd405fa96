import { useId } from 'react';
import { StarIcon } from '@/components/ui/star-rating';

const LABELS = ['1 Stern', '2 Sterne', '3 Sterne', '4 Sterne', '5 Sterne'] as const;

/** 1–5 stars as a radio group: arrow keys choose, each star is labelled. */
export function StarInput({
  value,
  onChange,
  onBlur,
  errorId,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  errorId?: string;
  invalid: boolean;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-semibold text-slate-800">
        Bewertung <span aria-hidden="true">*</span>
      </legend>
      <div className="flex gap-1">
        {LABELS.map((label, index) => {
          const stars = index + 1;
          return (
            <label
              key={label}
              className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-400"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                aria-invalid={invalid}
                className="sr-only"
              />
              <StarIcon filled={stars <= value} className="size-8" />
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
        <span className="ml-2 self-center text-sm text-slate-600" aria-hidden="true">
          {value > 0 ? `${value}/5` : ''}
        </span>
      </div>
    </fieldset>
  );
}
