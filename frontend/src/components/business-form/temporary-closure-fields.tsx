import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../ui/form-field';

interface TemporaryClosureFieldsProps {
  /** Prefix of the controls' ids. */
  idPrefix: string;
  /** Whether the box is ticked: the date is asked for only then. */
  closed: boolean;
  closedInput: UseFormRegisterReturn;
  untilInput: UseFormRegisterReturn;
  error?: string;
}

/** "Vorübergehend geschlossen" with its optional last closed day, as the entry form and the admin form ask it. */
export function TemporaryClosureFields({
  idPrefix,
  closed,
  closedInput,
  untilInput,
  error,
}: TemporaryClosureFieldsProps) {
  return (
    <div className="space-y-3">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          {...closedInput}
          id={`${idPrefix}-temporarily-closed`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-blue-700"
        />
        <span>
          <span className="font-medium">Vorübergehend geschlossen</span>
          <span className="block text-slate-600">
            Zum Beispiel wegen Umbau oder Betriebsferien. Der Eintrag bleibt sichtbar und zeigt den Hinweis.
          </span>
        </span>
      </label>
      {closed && (
        <FormField
          id={`${idPrefix}-closed-until`}
          label="Geschlossen bis einschließlich"
          optional
          hint="Ohne Datum gilt der Hinweis, bis Sie ihn entfernen. Nach dem Datum endet er von selbst."
          error={error}
          className="max-w-xs"
        >
          {(aria) => <input {...aria} {...untilInput} type="date" className={inputClass} />}
        </FormField>
      )}
    </div>
  );
}
