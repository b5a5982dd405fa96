import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { z } from 'zod';
import type { SpecialHoursDto, SpecialHoursEntryDto, SpecialHoursListDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';

const GENERIC_FAILURE = 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.';
const failureMessage = (error: unknown): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? GENERIC_FAILURE;

/** The server's limits (business-constants.ts, business-messages.ts); it checks them again, with the same words. */
const MAX_ENTRIES = 30;
const NOTE_MAX = 60;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_MESSAGE = 'Bitte wählen Sie ein Datum';
const TIME_MESSAGE = 'Ungültige Uhrzeit (HH:MM)';

const entrySchema = z
  .object({
    startsOn: z.string().min(1, DATE_MESSAGE),
    endsOn: z.string().min(1, DATE_MESSAGE),
    closed: z.boolean(),
    opens: z.string(),
    closes: z.string(),
    note: z.string().max(NOTE_MAX, `Der Hinweis darf höchstens ${NOTE_MAX} Zeichen haben`),
  })
  .superRefine((entry, context) => {
    if (entry.startsOn !== '' && entry.endsOn !== '' && entry.endsOn < entry.startsOn) {
      context.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'Der letzte Tag darf nicht vor dem ersten liegen',
      });
    }
    if (entry.closed) return;
    for (const field of ['opens', 'closes'] as const) {
      if (!TIME.test(entry[field])) context.addIssue({ code: 'custom', path: [field], message: TIME_MESSAGE });
    }
  });

const formSchema = z.object({ entries: z.array(entrySchema).max(MAX_ENTRIES) });
type FormValues = z.infer<typeof formSchema>;
type EntryValues = FormValues['entries'][number];

function toValues(entry: SpecialHoursDto): EntryValues {
  return {
    startsOn: entry.startsOn,
    endsOn: entry.endsOn,
    closed: entry.opens === null,
    opens: entry.opens ?? '',
    closes: entry.closes ?? '',
    note: entry.note ?? '',
  };
}

function toRequest(entry: EntryValues): SpecialHoursEntryDto {
  const note = entry.note.trim();
  return {
    startsOn: entry.startsOn,
    endsOn: entry.endsOn,
    ...(entry.closed ? {} : { opens: entry.opens, closes: entry.closes }),
    ...(note === '' ? {} : { note }),
  };
}

const EMPTY_ENTRY: EntryValues = { startsOn: '', endsOn: '', closed: true, opens: '', closes: '', note: '' };

/** One range: its days, closed or its hours, and what visitors read beside it. */
function EntryFields({
  index,
  control,
  form,
  onRemove,
}: {
  index: number;
  control: Control<FormValues>;
  form: ReturnType<typeof useForm<FormValues>>;
  onRemove: () => void;
}) {
  const closed = useWatch({ control, name: `entries.${index}.closed` });
  const errors = form.formState.errors.entries?.[index];
  const { register } = form;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Zeitraum {index + 1}</legend>
        <FormField label="Von" required error={errors?.startsOn?.message}>
          {(field) => (
            <input {...field} type="date" className={inputClass} {...register(`entries.${index}.startsOn`)} />
          )}
        </FormField>
        <FormField label="Bis (einschließlich)" required error={errors?.endsOn?.message}>
          {(field) => <input {...field} type="date" className={inputClass} {...register(`entries.${index}.endsOn`)} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <input type="checkbox" className="size-4 rounded border-slate-300" {...register(`entries.${index}.closed`)} />
          Geschlossen
        </label>
        {!closed && (
          <>
            <FormField label="Öffnet um" required error={errors?.opens?.message}>
              {(field) => (
                <input {...field} type="time" className={inputClass} {...register(`entries.${index}.opens`)} />
              )}
            </FormField>
            <FormField
              label="Schließt um"
              required
              hint="Vor der Öffnungszeit heißt nach Mitternacht."
              error={errors?.closes?.message}
            >
              {(field) => (
                <input {...field} type="time" className={inputClass} {...register(`entries.${index}.closes`)} />
              )}
            </FormField>
          </>
        )}
        <FormField
          label="Hinweis für Besucher"
          optional
          hint="z. B. „Betriebsurlaub“ oder „Heiligabend“"
          error={errors?.note?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <input
              {...field}
              type="text"
              maxLength={NOTE_MAX}
              className={inputClass}
              {...register(`entries.${index}.note`)}
            />
          )}
        </FormField>
      </fieldset>
      <button type="button" className={`mt-3 ${buttonClass('dangerOutline')}`} onClick={onRemove}>
        Zeitraum entfernen
      </button>
    </li>
  );
}

/**
 * The special hours of one business as one form: ranges closed or with their hours and a note, added and removed,
 * saved as a whole by `onSave` (the owner's or the admin's call); the server's field errors land on their fields.
 */
export function SpecialHoursForm({
  initial,
  onSave,
  saving,
}: {
  initial: SpecialHoursDto[];
  onSave: (entries: SpecialHoursEntryDto[]) => Promise<SpecialHoursListDto>;
  saving: boolean;
}) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { entries: initial.map(toValues) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'entries' });
  const rootError = form.formState.errors.root?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(values.entries.map(toRequest));
      form.reset({ entries: saved.entries.map(toValues) });
      toast({ title: 'Öffnungszeiten gespeichert', description: 'Sie gelten ab sofort.', variant: 'success' });
    } catch (error) {
      if (
        !applyServerFieldErrors(error, form.setError, (field) =>
          field.startsWith('entries.') ? (field as Path<FormValues>) : null,
        )
      ) {
        form.setError('root', { message: failureMessage(error) });
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label="Besondere Öffnungszeiten"
    >
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Keine besonderen Öffnungszeiten eingetragen.
        </p>
      ) : (
        <ul className="space-y-4">
          {fields.map((field, index) => (
            <EntryFields
              key={field.id}
              index={index}
              control={form.control}
              form={form}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
      {rootError !== undefined && (
        <p role="alert" className="text-sm text-red-700">
          {rootError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={fields.length >= MAX_ENTRIES}
          onClick={() => append(EMPTY_ENTRY)}
        >
          Zeitraum hinzufügen
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? 'Wird gespeichert...' : 'Speichern'}
        </button>
      </div>
    </form>
  );
}
