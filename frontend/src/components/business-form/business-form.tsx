import { createContext, useContext, useId, type ReactNode } from 'react';
import { Controller, FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { BUSINESS_CATEGORIES, BUSINESS_FIELD_LIMITS, COUNTRIES, GERMAN_STATES } from '@/lib/business-field-rules';
import { formatCount } from '@/lib/german-format';
import { ChoiceOptions, FormField, inputClass, type FieldControlProps } from '../ui/form-field';
import { Panel } from '../ui/panel';
import type { BusinessFormValues, ValidBusinessFormValues } from './business-form-schema';
import { OpeningHoursEditor } from './opening-hours-editor';
import { TemporaryClosureFields } from './temporary-closure-fields';
import { useBusinessForm } from './use-business-form';

/** 'entry': the public entry form and the owner's form; 'admin': the admin dialog, with the admin's own fields. */
export type BusinessFormVariant = 'entry' | 'admin';

const VariantContext = createContext<BusinessFormVariant>('entry');

export interface ImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** Whether an upload runs: the form is not sent meanwhile. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled: boolean;
}

export interface BusinessFormActionsState {
  submitting: boolean;
  uploading: boolean;
  hydrated: boolean;
}

interface BusinessFormProps {
  variant: BusinessFormVariant;
  defaultValues: BusinessFormValues;
  /** Saves; a rejected ApiError's field errors are shown at the fields. */
  onSubmit: (values: ValidBusinessFormValues) => Promise<void>;
  /** After a failed save, once its field errors are at the fields (the admin's message on top). */
  onSubmitError?: (error: unknown) => void;
  /** The image control: the public upload widget or the admin's picker with its URL mode. */
  renderImage: (image: ImageFieldProps) => ReactNode;
  /** Above the first section (the admin's error message). */
  notice?: ReactNode;
  /** Between the address and the contact section (a new entry's possible duplicates). */
  afterAddress?: ReactNode;
  /** After success the fields are read-only: they show what was sent. */
  locked?: boolean;
  renderActions: (state: BusinessFormActionsState) => ReactNode;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const variant = useContext(VariantContext);
  const headingId = `business-section-${useId()}`;
  const body = (
    <>
      {description !== undefined && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-6">{children}</div>
    </>
  );
  // The public form's sections are cards; inside the admin dialog they are plain, divided sections.
  return variant === 'entry' ? (
    <Panel titleId={headingId} title={title} className="p-4 sm:p-6">
      {body}
    </Panel>
  ) : (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {title}
      </h3>
      {body}
    </section>
  );
}

function CharacterCount({ name, max }: { name: 'description' | 'services'; max: number }) {
  const value = useWatch<BusinessFormValues, typeof name>({ name });
  return (
    <span className="text-xs text-slate-600">
      {formatCount(value.length)} / {formatCount(max)} Zeichen
    </span>
  );
}

type TextName =
  'name' | 'services' | 'keywords' | 'street' | 'postalCode' | 'city' | 'phone' | 'fax' | 'email' | 'website';
type SelectName = 'category' | 'country' | 'state';

interface FieldSpec<Name> {
  name: Name;
  label: string;
  /** Columns of the section's six. */
  span: 2 | 3 | 4 | 6;
  required?: boolean;
  hint?: string;
  aside?: ReactNode;
  /** Shown in the admin dialog only (specification: fax and keywords are admin fields). */
  adminOnly?: true;
}

interface TextFieldSpec extends FieldSpec<TextName> {
  type?: 'tel' | 'email' | 'url';
  autoComplete?: string;
  inputMode?: 'numeric';
  placeholder?: string;
  maxLength?: number;
}

// Literal class names, so Tailwind finds them.
const SPANS = { 2: 'sm:col-span-2', 3: 'sm:col-span-3', 4: 'sm:col-span-4', 6: 'sm:col-span-6' } as const;

/** A labelled control in the form's grid; its id is "{variant}-{field}" (entry-postal-code), as pages address it. */
function Field({
  spec,
  children,
}: {
  spec: FieldSpec<TextName | SelectName | 'description'>;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const variant = useContext(VariantContext);
  const { formState } = useFormContext<BusinessFormValues>();
  const kebab = spec.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return (
    <FormField
      id={`${variant}-${kebab}`}
      label={spec.label}
      required={spec.required}
      hint={spec.hint}
      aside={spec.aside}
      error={formState.errors[spec.name]?.message}
      className={SPANS[spec.span]}
    >
      {children}
    </FormField>
  );
}

function TextFields({ fields }: { fields: readonly TextFieldSpec[] }) {
  const variant = useContext(VariantContext);
  const { register } = useFormContext<BusinessFormValues>();
  return fields
    .filter((spec) => variant === 'admin' || spec.adminOnly !== true)
    .map((spec) => (
      <Field key={spec.name} spec={spec}>
        {(aria) => (
          <input
            {...aria}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete ?? 'off'}
            inputMode={spec.inputMode}
            placeholder={spec.placeholder}
            maxLength={spec.maxLength}
            className={inputClass}
            {...register(spec.name)}
          />
        )}
      </Field>
    ));
}

function SelectField({
  choices,
  placeholder,
  onChange,
  ...spec
}: FieldSpec<SelectName> & {
  choices: readonly string[];
  placeholder?: string;
  onChange?: (value: string) => void;
}) {
  const { register } = useFormContext<BusinessFormValues>();
  return (
    <Field spec={spec}>
      {(aria) => (
        <select
          {...aria}
          className={inputClass}
          {...register(spec.name, {
            onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
          })}
        >
          <ChoiceOptions choices={choices} placeholder={placeholder} />
        </select>
      )}
    </Field>
  );
}

// A little over the limit, so a pasted name is not cut off silently: the schema says it is too long.
const NAME_MAX_LENGTH = BUSINESS_FIELD_LIMITS.name + 20;
type SelectFieldSpec = Parameters<typeof SelectField>[0];
const CHOOSE = 'Bitte wählen';
const CATEGORY_FIELD: SelectFieldSpec = {
  name: 'category',
  label: 'Kategorie',
  required: true,
  span: 3,
  choices: BUSINESS_CATEGORIES,
  placeholder: CHOOSE,
};
const STATE_FIELD: SelectFieldSpec = {
  name: 'state',
  label: 'Bundesland',
  span: 3,
  choices: GERMAN_STATES,
  placeholder: CHOOSE,
};
const NAME_FIELD: readonly TextFieldSpec[] = [
  {
    name: 'name',
    label: 'Firmenname',
    required: true,
    span: 3,
    autoComplete: 'organization',
    maxLength: NAME_MAX_LENGTH,
  },
];
const SERVICE_FIELDS: readonly TextFieldSpec[] = [
  {
    name: 'services',
    label: 'Dienstleistungen',
    span: 6,
    hint: 'Mehrere Leistungen durch Kommas trennen, z. B. Haarschnitt, Färben, Beratung.',
    aside: <CharacterCount name="services" max={BUSINESS_FIELD_LIMITS.services} />,
  },
  { name: 'keywords', label: 'Stichwörter', span: 6, hint: 'Suchbegriffe, mit Komma getrennt.', adminOnly: true },
];
const ADDRESS_FIELDS: readonly TextFieldSpec[] = [
  { name: 'street', label: 'Straße und Hausnummer', required: true, span: 6, autoComplete: 'street-address' },
  { name: 'postalCode', label: 'PLZ', required: true, span: 2, inputMode: 'numeric', autoComplete: 'postal-code' },
  { name: 'city', label: 'Stadt', required: true, span: 4, autoComplete: 'address-level2' },
];
const CONTACT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'phone', label: 'Telefon', span: 3, type: 'tel', autoComplete: 'tel', placeholder: '+49 30 1234567' },
  { name: 'email', label: 'E-Mail', span: 3, type: 'email', autoComplete: 'email', placeholder: 'info@beispiel.de' },
  {
    name: 'website',
    label: 'Website',
    span: 6,
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://www.beispiel.de',
    hint: 'Mit http:// oder https://, z. B. https://www.beispiel.de',
  },
  { name: 'fax', label: 'Fax', span: 3, type: 'tel', adminOnly: true },
];

function CompanySection() {
  const { register } = useFormContext<BusinessFormValues>();
  return (
    <Section title="Unternehmen">
      <TextFields fields={NAME_FIELD} />
      <SelectField {...CATEGORY_FIELD} />
      <Field
        spec={{
          name: 'description',
          label: 'Beschreibung',
          span: 6,
          hint: 'Was bietet Ihr Unternehmen? Was macht es besonders?',
          aside: <CharacterCount name="description" max={BUSINESS_FIELD_LIMITS.description} />,
        }}
      >
        {(aria) => <textarea {...aria} rows={5} className={inputClass} {...register('description')} />}
      </Field>
      <TextFields fields={SERVICE_FIELDS} />
    </Section>
  );
}

function AddressSection() {
  const admin = useContext(VariantContext) === 'admin';
  const { setValue, control } = useFormContext<BusinessFormValues>();
  const country = useWatch({ control, name: 'country' });
  return (
    <Section title="Adresse">
      <TextFields fields={ADDRESS_FIELDS} />
      <SelectField
        name="country"
        label="Land"
        required={admin}
        span={3}
        choices={COUNTRIES}
        onChange={(value) => {
          if (value !== 'Deutschland') setValue('state', '');
        }}
      />
      {!admin && country === 'Deutschland' && <SelectField {...STATE_FIELD} />}
    </Section>
  );
}

function ImageSection({
  renderImage,
  imageProps,
}: {
  renderImage: BusinessFormProps['renderImage'];
  imageProps: Pick<ImageFieldProps, 'onBusyChange' | 'disabled'>;
}) {
  const admin = useContext(VariantContext) === 'admin';
  const { control } = useFormContext<BusinessFormValues>();
  return (
    <Section title="Bild" description={admin ? undefined : 'Ein Foto oder Logo, das Ihr Unternehmen zeigt.'}>
      <div className="sm:col-span-6">
        <Controller
          control={control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <>
              {renderImage({
                value: field.value,
                onChange: field.onChange,
                onBusyChange: imageProps.onBusyChange,
                error: fieldState.error?.message,
                disabled: imageProps.disabled,
              })}
            </>
          )}
        />
      </div>
    </Section>
  );
}

function HoursSection() {
  const variant = useContext(VariantContext);
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const temporarilyClosed = useWatch({ control, name: 'temporarilyClosed' });
  return (
    <Section
      title="Öffnungszeiten"
      description="Schalten Sie die Tage ein, an denen Sie geöffnet haben. Wenn Sie erst nach Mitternacht schließen, geben Sie die Uhrzeit des Folgetags an, z. B. 18:00 bis 02:00."
    >
      <div className="sm:col-span-6">
        <OpeningHoursEditor />
      </div>
      <div className="sm:col-span-6">
        <TemporaryClosureFields
          idPrefix={variant}
          closed={temporarilyClosed}
          closedInput={register('temporarilyClosed')}
          untilInput={register('temporarilyClosedUntil')}
          error={formState.errors.temporarilyClosedUntil?.message}
        />
      </div>
    </Section>
  );
}

function StatusSection() {
  const { register } = useFormContext<BusinessFormValues>();
  return (
    <Section title="Status">
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-6">
        <input {...register('verified')} type="checkbox" className="size-4 rounded border-slate-400 accent-blue-700" />
        Verifiziert
      </label>
    </Section>
  );
}

/**
 * The one business form: the public entry form, the owner's form and the admin dialog, on one schema with one
 * opening-hours editor. The admin variant adds fax, keywords and "Verifiziert" and has no federal state, as the
 * specification's admin form.
 */
export function BusinessForm({
  variant,
  defaultValues,
  onSubmit,
  onSubmitError,
  renderImage,
  notice,
  afterAddress,
  locked = false,
  renderActions,
}: BusinessFormProps) {
  const { form, submit, uploading, onBusyChange, hydrated } = useBusinessForm({
    defaultValues,
    onSubmit,
    onSubmitError,
  });
  const admin = variant === 'admin';

  return (
    <VariantContext.Provider value={variant}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={submit}
          className={admin ? 'space-y-5' : 'space-y-6'}
          aria-label={admin ? undefined : 'Eintragsformular'}
        >
          {notice}
          <fieldset disabled={locked} className={`min-w-0 ${admin ? 'space-y-5' : 'space-y-6'}`}>
            {!admin && (
              <p className="text-sm text-slate-600">
                Pflichtfelder sind mit <span className="font-semibold text-red-700">*</span> gekennzeichnet.
              </p>
            )}
            <CompanySection />
            <AddressSection />
            {!locked && afterAddress}
            <Section title="Kontakt">
              <TextFields fields={CONTACT_FIELDS} />
            </Section>
            <ImageSection renderImage={renderImage} imageProps={{ onBusyChange, disabled: locked || !hydrated }} />
            <HoursSection />
            {admin && <StatusSection />}
          </fieldset>

          {renderActions({ submitting: form.formState.isSubmitting, uploading, hydrated })}
        </form>
      </FormProvider>
    </VariantContext.Provider>
  );
}
