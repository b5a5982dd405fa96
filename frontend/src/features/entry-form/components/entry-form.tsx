import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { BUSINESS_CATEGORIES, BUSINESS_FIELD_LIMITS, COUNTRIES, GERMAN_STATES } from '@/lib/business-field-rules';
import { formFieldOf } from '../entry-payload';
import { entryFormSchema, type EntryFormValues, type ValidEntryFormValues } from '../entry-form-schema';
import type { ImageUploadApi } from '../hooks/use-image-upload';
import { buttonClass } from '@/components/ui/button';
import { ChoiceOptions, FormField, inputClass } from '@/components/ui/form-field';
import { ImageUpload } from './image-upload';
import { OpeningHoursEditor } from './opening-hours-editor';
import { PossibleDuplicatesHint } from './possible-duplicates-hint';
import { Panel } from '@/components/ui/panel';
import { TemporaryClosureFields } from '@/components/business-form/temporary-closure-fields';
import { formatCount } from '@/lib/german-format';

interface EntryFormProps {
  defaultValues: EntryFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** After success: fields read-only and the submit button disabled, showing this label. */
  lockedLabel?: string;
  locked?: boolean;
  uploadApi: ImageUploadApi;
  /** A new entry: hint at entries that may already be this business. */
  checkDuplicates?: boolean;
  /** Saves the entry; a rejected ApiError with field errors is shown at the fields. */
  onSubmit: (values: ValidEntryFormValues) => Promise<void>;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = `entry-section-${useId()}`;
  return (
    <Panel titleId={headingId} title={title} className="p-4 sm:p-6">
      {description !== undefined && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-6">{children}</div>
    </Panel>
  );
}

function CharacterCount({ name, max }: { name: 'description' | 'services'; max: number }) {
  const value = useWatch<EntryFormValues, typeof name>({ name });
  return (
    <span className="text-xs text-slate-600">
      {formatCount(value.length)} / {formatCount(max)} Zeichen
    </span>
  );
}

/** The business entry form shared by the public entry page and the edit page. */
export function EntryForm({
  defaultValues,
  submitLabel,
  submittingLabel,
  lockedLabel,
  locked = false,
  uploadApi,
  checkDuplicates = false,
  onSubmit,
}: EntryFormProps) {
  const form = useForm<EntryFormValues, unknown, ValidEntryFormValues>({
    resolver: zodResolver(entryFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const [uploading, setUploading] = useState(false);
  const country = useWatch({ control, name: 'country' });
  const temporarilyClosed = useWatch({ control, name: 'temporarilyClosed' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, formFieldOf);
    }
  });

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const hydrated = useHydrated();

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6" aria-label="Eintragsformular">
        {/* After success the whole form is read-only: it shows what was sent. */}
        <fieldset disabled={locked} className="min-w-0 space-y-6">
          <p className="text-sm text-slate-600">
            Pflichtfelder sind mit <span className="font-semibold text-red-700">*</span> gekennzeichnet.
          </p>

          <Section title="Unternehmen">
            <FormField
              id="entry-name"
              label="Firmenname"
              required
              error={errors.name?.message}
              className="sm:col-span-3"
            >
              {(aria) => (
                <input
                  {...aria}
                  type="text"
                  autoComplete="organization"
                  maxLength={BUSINESS_FIELD_LIMITS.name + 20}
                  className={inputClass}
                  {...register('name')}
                />
              )}
            </FormField>
            <FormField
              id="entry-category"
              label="Kategorie"
              required
              error={errors.category?.message}
              className="sm:col-span-3"
            >
              {(aria) => (
                <select {...aria} className={inputClass} {...register('category')}>
                  <ChoiceOptions choices={BUSINESS_CATEGORIES} placeholder="Bitte wählen" />
                </select>
              )}
            </FormField>
            <FormField
              id="entry-description"
              label="Beschreibung"
              hint="Was bietet Ihr Unternehmen? Was macht es besonders?"
              aside={<CharacterCount name="description" max={BUSINESS_FIELD_LIMITS.description} />}
              error={errors.description?.message}
              className="sm:col-span-6"
            >
              {(aria) => <textarea {...aria} rows={5} className={inputClass} {...register('description')} />}
            </FormField>
            <FormField
              id="entry-services"
              label="Dienstleistungen"
              hint="Mehrere Leistungen durch Kommas trennen, z. B. Haarschnitt, Färben, Beratung."
              aside={<CharacterCount name="services" max={BUSINESS_FIELD_LIMITS.services} />}
              error={errors.services?.message}
              className="sm:col-span-6"
            >
              {(aria) => <input {...aria} type="text" className={inputClass} {...register('services')} />}
            </FormField>
          </Section>

          <Section title="Adresse">
            <FormField
              id="entry-street"
              label="Straße und Hausnummer"
              required
              error={errors.street?.message}
              className="sm:col-span-6"
            >
              {(aria) => (
                <input
                  {...aria}
                  type="text"
                  autoComplete="street-address"
                  className={inputClass}
                  {...register('street')}
                />
              )}
            </FormField>
            <FormField
              id="entry-postal-code"
              label="PLZ"
              required
              error={errors.postalCode?.message}
              className="sm:col-span-2"
            >
              {(aria) => (
                <input
                  {...aria}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  className={inputClass}
                  {...register('postalCode')}
                />
              )}
            </FormField>
            <FormField id="entry-city" label="Stadt" required error={errors.city?.message} className="sm:col-span-4">
              {(aria) => (
                <input
                  {...aria}
                  type="text"
                  autoComplete="address-level2"
                  className={inputClass}
                  {...register('city')}
                />
              )}
            </FormField>
            <FormField id="entry-country" label="Land" error={errors.country?.message} className="sm:col-span-3">
              {(aria) => (
                <select
                  {...aria}
                  className={inputClass}
                  {...register('country', {
                    onChange: (event: { target: { value: string } }) => {
                      if (event.target.value !== 'Deutschland') setValue('state', '');
                    },
                  })}
                >
                  <ChoiceOptions choices={COUNTRIES} />
                </select>
              )}
            </FormField>
            {country === 'Deutschland' && (
              <FormField id="entry-state" label="Bundesland" error={errors.state?.message} className="sm:col-span-3">
                {(aria) => (
                  <select {...aria} className={inputClass} {...register('state')}>
                    <ChoiceOptions choices={GERMAN_STATES} placeholder="Bitte wählen" />
                  </select>
                )}
              </FormField>
            )}
          </Section>

          {checkDuplicates && !locked && <PossibleDuplicatesHint />}

          <Section title="Kontakt">
            <FormField id="entry-phone" label="Telefon" error={errors.phone?.message} className="sm:col-span-3">
              {(aria) => (
                <input
                  {...aria}
                  type="tel"
                  autoComplete="tel"
                  placeholder="+49 30 1234567"
                  className={inputClass}
                  {...register('phone')}
                />
              )}
            </FormField>
            <FormField id="entry-email" label="E-Mail" error={errors.email?.message} className="sm:col-span-3">
              {(aria) => (
                <input
                  {...aria}
                  type="email"
                  autoComplete="email"
                  placeholder="info@beispiel.de"
                  className={inputClass}
                  {...register('email')}
                />
              )}
            </FormField>
            <FormField
              id="entry-website"
              label="Website"
              hint="Mit http:// oder https://, z. B. https://www.beispiel.de"
              error={errors.website?.message}
              className="sm:col-span-6"
            >
              {(aria) => (
                <input
                  {...aria}
                  type="url"
                  autoComplete="url"
                  placeholder="https://www.beispiel.de"
                  className={inputClass}
                  {...register('website')}
                />
              )}
            </FormField>
          </Section>

          <Section title="Bild" description="Ein Foto oder Logo, das Ihr Unternehmen zeigt.">
            <div className="sm:col-span-6">
              <Controller
                control={control}
                name="imageUrl"
                render={({ field, fieldState }) => (
                  <>
                    <ImageUpload
                      value={field.value}
                      onChange={field.onChange}
                      onBusyChange={onBusyChange}
                      api={uploadApi}
                      disabled={locked || !hydrated}
                    />
                    {fieldState.error?.message !== undefined && (
                      <p className="mt-1 text-sm font-medium text-red-700">{fieldState.error.message}</p>
                    )}
                  </>
                )}
              />
            </div>
          </Section>

          <Section
            title="Öffnungszeiten"
            description="Schalten Sie die Tage ein, an denen Sie geöffnet haben. Wenn Sie erst nach Mitternacht schließen, geben Sie die Uhrzeit des Folgetags an, z. B. 18:00 bis 02:00."
          >
            <div className="sm:col-span-6">
              <OpeningHoursEditor />
            </div>
            <div className="sm:col-span-6">
              <TemporaryClosureFields
                idPrefix="entry"
                closed={temporarilyClosed}
                closedInput={register('temporarilyClosed')}
                untilInput={register('temporarilyClosedUntil')}
                error={errors.temporarilyClosedUntil?.message}
              />
            </div>
          </Section>
        </fieldset>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {uploading && (
            <p className="text-sm text-slate-600" role="status">
              Bitte warten Sie, bis das Bild hochgeladen ist.
            </p>
          )}
          <button
            type="submit"
            disabled={!hydrated || isSubmitting || uploading || locked}
            className={`${buttonClass('primary', 'lg')} shadow-sm`}
          >
            {isSubmitting ? submittingLabel : locked && lockedLabel !== undefined ? lockedLabel : submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
