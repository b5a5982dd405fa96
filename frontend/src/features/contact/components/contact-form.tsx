import { useId } from 'react';
import type { FieldError, FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { FormField, largeInputClass } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useContactForm, type ContactFeedback } from '../hooks/use-contact-form';
import type { ContactFormValues, FieldName } from '../utils/contact-form-values';

/** The answer to the last send: a success in a live region, a failure as an alert. */
function ContactFeedbackMessage({ feedback }: { feedback: ContactFeedback | null }) {
  return (
    <>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {feedback?.kind === 'success' && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            {feedback.text}
          </p>
        )}
      </div>
      {feedback?.kind === 'error' && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {feedback.text}
        </p>
      )}
    </>
  );
}

/** Name, e-mail and phone, side by side from the small breakpoint up. */
function SenderFields({
  field,
  errors,
}: {
  field: (name: FieldName) => UseFormRegisterReturn<FieldName>;
  errors: FieldErrors<ContactFormValues>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Vorname" required error={errors.firstName?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="given-name"
            required
            className={largeInputClass}
            {...field('firstName')}
          />
        )}
      </FormField>
      <FormField label="Nachname" required error={errors.lastName?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="family-name"
            required
            className={largeInputClass}
            {...field('lastName')}
          />
        )}
      </FormField>
      <FormField label="E-Mail" required error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            required
            className={largeInputClass}
            {...field('email')}
          />
        )}
      </FormField>
      <FormField label="Telefon" optional error={errors.phone?.message}>
        {(control) => (
          <input {...control} type="tel" autoComplete="tel" className={largeInputClass} {...field('phone')} />
        )}
      </FormField>
    </div>
  );
}

/** The consent to the privacy policy (linked, opens in a new tab), required to send. */
function PrivacyConsentField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<FieldName>;
  error: FieldError | undefined;
}) {
  const consentId = useId();
  const consentErrorId = `${consentId}-fehler`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={consentId}
          type="checkbox"
          required
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : consentErrorId}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-blue-700"
          {...registration}
        />
        <label htmlFor={consentId} className="text-sm leading-relaxed text-slate-700">
          Ich habe die{' '}
          <Link
            to={paths.privacy}
            target="_blank"
            rel="noopener"
            className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900"
          >
            Datenschutzerklärung
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </Link>{' '}
          gelesen und bin damit einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage gespeichert und
          verarbeitet werden.
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
      </div>
      {error !== undefined && (
        <p id={consentErrorId} className="mt-1.5 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** 'Nachricht senden': native required checks, then the server's verdict at the fields. */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const { field, errors, onSubmit, feedback, pending, hydrated } = useContactForm(initialSubject);

  return (
    <section
      aria-labelledby="kontaktformular"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="kontaktformular" className="text-2xl font-semibold text-slate-900">
        Nachricht senden
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Mit <span aria-hidden="true">*</span>
        <span className="sr-only">Sternchen</span> markierte Felder sind Pflichtfelder.
      </p>

      <ContactFeedbackMessage feedback={feedback} />

      <form className="mt-6 space-y-5" onSubmit={onSubmit}>
        <SenderFields field={field} errors={errors} />
        <FormField label="Betreff" required error={errors.subject?.message}>
          {(control) => <input {...control} type="text" required className={largeInputClass} {...field('subject')} />}
        </FormField>
        <FormField label="Nachricht" required error={errors.message?.message}>
          {(control) => (
            <textarea {...control} rows={6} required className={`${largeInputClass} resize-y`} {...field('message')} />
          )}
        </FormField>

        <PrivacyConsentField registration={field('privacyConsent')} error={errors.privacyConsent} />

        <button
          type="submit"
          disabled={!hydrated || pending}
          className={`${buttonClass('primary', 'lg')} w-full shadow-sm sm:w-auto`}
        >
          {pending ? 'Wird gesendet...' : 'Nachricht senden'}
        </button>
      </form>
    </section>
  );
}
