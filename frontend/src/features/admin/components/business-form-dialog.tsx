import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors, fieldsNamed } from '@/lib/server-field-errors';
import { adminErrorMessage } from '../lib/admin-messages';
import { BUSINESS_CATEGORIES, COUNTRIES } from '@/lib/business-field-rules';
import { WEEKDAYS } from '@/lib/weekdays';
import { BUSINESS_FORM_FIELDS, businessFormSchema, type BusinessFormValues } from '../lib/business-form-schema';
import { buttonClass } from '@/components/ui/button';
import { ChoiceOptions, FormField, inputClass } from '@/components/ui/form-field';
import { TemporaryClosureFields } from '@/components/business-form/temporary-closure-fields';
import { ImagePicker } from './image-picker';
import { ModalDialog } from '@/components/ui/modal-dialog';

export interface BusinessFormDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  initialValues: BusinessFormValues;
  onClose: () => void;
  /** Saves; a rejected ApiError's field errors are shown at the fields. */
  onSubmit: (values: BusinessFormValues) => Promise<void>;
  upload: (file: File) => Promise<string>;
}

/** Create and edit an entry: every admin field of the specification, its messages and the image picker. */
export function BusinessFormDialog({ open, mode, initialValues, onClose, onSubmit, upload }: BusinessFormDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      size="xl"
      title={mode === 'create' ? 'Neues Unternehmen' : 'Unternehmen bearbeiten'}
      description="Pflichtfelder sind mit * markiert."
    >
      <BusinessForm mode={mode} initialValues={initialValues} onCancel={onClose} onSubmit={onSubmit} upload={upload} />
    </ModalDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

function BusinessForm({
  mode,
  initialValues,
  onCancel,
  onSubmit,
  upload,
}: {
  mode: 'create' | 'edit';
  initialValues: BusinessFormValues;
  onCancel: () => void;
  onSubmit: (values: BusinessFormValues) => Promise<void>;
  upload: (file: File) => Promise<string>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BusinessFormValues>({ resolver: zodResolver(businessFormSchema), defaultValues: initialValues });
  const temporarilyClosed = useWatch({ control, name: 'temporarilyClosed' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldsNamed<BusinessFormValues>(BUSINESS_FORM_FIELDS));
      setFormError(adminErrorMessage(error));
    }
  });

  const text = (
    name: keyof BusinessFormValues,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; className?: string; hint?: string } = {},
  ) => (
    <FormField
      label={label}
      required={options.required}
      error={errors[name]?.message}
      hint={options.hint}
      className={options.className}
    >
      {(field) => (
        <input
          {...field}
          {...register(name)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {formError !== null && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}

      <Section title="Unternehmen">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Firmenname', { required: true, autoComplete: 'organization' })}
          <FormField label="Kategorie" required error={errors.category?.message}>
            {(field) => (
              <select {...field} {...register('category')} className={inputClass}>
                <ChoiceOptions choices={BUSINESS_CATEGORIES} placeholder="Bitte wählen" />
              </select>
            )}
          </FormField>
          <FormField label="Beschreibung" error={errors.description?.message} className="sm:col-span-2">
            {(field) => <textarea {...field} {...register('description')} rows={4} className={inputClass} />}
          </FormField>
          {text('services', 'Dienstleistungen', { hint: 'Mehrere Leistungen mit Komma trennen.' })}
          {text('keywords', 'Stichwörter', { hint: 'Suchbegriffe, mit Komma getrennt.' })}
        </div>
      </Section>

      <Section title="Adresse">
        <div className="grid gap-4 sm:grid-cols-6">
          {text('street', 'Straße und Hausnummer', {
            required: true,
            autoComplete: 'street-address',
            className: 'sm:col-span-6',
          })}
          {text('postalCode', 'PLZ', { required: true, autoComplete: 'postal-code', className: 'sm:col-span-2' })}
          {text('city', 'Stadt', { required: true, autoComplete: 'address-level2', className: 'sm:col-span-2' })}
          <FormField label="Land" required error={errors.country?.message} className="sm:col-span-2">
            {(field) => (
              <select {...field} {...register('country')} className={inputClass}>
                <ChoiceOptions choices={COUNTRIES} />
              </select>
            )}
          </FormField>
        </div>
      </Section>

      <Section title="Kontakt">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('phone', 'Telefon', { type: 'tel' })}
          {text('fax', 'Fax', { type: 'tel' })}
          {text('email', 'E-Mail', { type: 'email' })}
          {text('website', 'Website', { type: 'url', hint: 'Mit http:// oder https://' })}
        </div>
      </Section>

      <Section title="Bild">
        <Controller
          control={control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ImagePicker
              value={field.value}
              onChange={field.onChange}
              upload={upload}
              onUploadingChange={setUploading}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>

      <Section title="Öffnungszeiten">
        <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
          {WEEKDAYS.map(({ key, label }) => (
            <fieldset key={key} className="grid grid-cols-[6.5rem_1fr_1fr] items-start gap-2">
              <legend className="sr-only">{label}</legend>
              <span aria-hidden="true" className="pt-2 text-sm font-medium text-slate-800">
                {label}
              </span>
              {(['Open', 'Close'] as const).map((end) => (
                <FormField
                  key={end}
                  label={`${label} ${end === 'Open' ? 'von' : 'bis'}`}
                  error={errors[`${key}${end}`]?.message}
                  hideLabel
                >
                  {(field) => (
                    <input
                      {...field}
                      {...register(`${key}${end}`)}
                      type="text"
                      inputMode="numeric"
                      placeholder="HH:MM"
                      maxLength={5}
                      autoComplete="off"
                      className={inputClass}
                    />
                  )}
                </FormField>
              ))}
            </fieldset>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-600">
          Uhrzeiten als HH:MM (24 Stunden); leere Felder bedeuten „Geschlossen“. Eine Schließzeit vor der Öffnungszeit
          liegt nach Mitternacht (18:00 bis 02:00), 00:00 bis 00:00 heißt rund um die Uhr.
        </p>
        <div className="mt-4">
          <TemporaryClosureFields
            idPrefix="admin"
            closed={temporarilyClosed}
            closedInput={register('temporarilyClosed')}
            untilInput={register('temporarilyClosedUntil')}
            error={errors.temporarilyClosedUntil?.message}
          />
        </div>
      </Section>

      <Section title="Status">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            {...register('verified')}
            type="checkbox"
            className="size-4 rounded border-slate-400 accent-blue-700"
          />
          Verifiziert
        </label>
      </Section>

      <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Abbrechen
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={isSubmitting || uploading}>
          {isSubmitting ? 'Wird gespeichert...' : mode === 'create' ? 'Unternehmen anlegen' : 'Änderungen speichern'}
        </button>
      </div>
    </form>
  );
}
