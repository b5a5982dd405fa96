import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useSendContactMessageMutation } from '../api/contact-message';
import type { SendContactMessageDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { FormField, largeInputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useHydrated } from '@/lib/use-hydrated';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  privacyConsent: boolean;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'privacyConsent'] as const;
type FieldName = (typeof FIELDS)[number];

const GENERIC_FAILURE = 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';

function emptyValues(subject: string): ContactFormValues {
  return { firstName: '', lastName: '', email: '', phone: '', subject, message: '', privacyConsent: false };
}

export function toContactPayload(values: ContactFormValues): SendContactMessageDto {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(phone === '' ? {} : { phone }),
    subject: values.subject,
    message: values.message,
    privacyConsent: values.privacyConsent,
  };
}

/** The German text for a failed send: the server's message when it gave one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.serverMessage !== undefined) return error.serverMessage ?? error.message;
  }
  return GENERIC_FAILURE;
}

/** 'Nachricht senden': native required checks, then the server's verdict at the fields. */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ContactFormValues>({ defaultValues: emptyValues(initialSubject) });
  const mutation = useSendContactMessageMutation();
  const [feedback, setFeedback] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const consentId = useId();
  const consentErrorId = `${consentId}-fehler`;

  const field = (name: FieldName): UseFormRegisterReturn<FieldName> =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = (values: ContactFormValues) => {
    setFeedback(null);
    mutation.mutate(toContactPayload(values), {
      onSuccess: (result) => {
        reset(emptyValues(''));
        setFeedback({ kind: 'success', text: result.message });
        toast({ title: 'Nachricht gesendet', description: result.message, variant: 'success' });
      },
      onError: (error: unknown) => {
        const text = failureMessage(error);
        applyServerFieldErrors(error, setError, FIELDS);
        setFeedback({ kind: 'error', text });
        toast({ title: 'Fehler', description: text, variant: 'destructive' });
      },
    });
  };

  const pending = mutation.isPending;
  const hydrated = useHydrated();

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

      <form className="mt-6 space-y-5" onSubmit={handleSubmit(onSubmit)}>
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
        <FormField label="Betreff" required error={errors.subject?.message}>
          {(control) => <input {...control} type="text" required className={largeInputClass} {...field('subject')} />}
        </FormField>
        <FormField label="Nachricht" required error={errors.message?.message}>
          {(control) => (
            <textarea {...control} rows={6} required className={`${largeInputClass} resize-y`} {...field('message')} />
          )}
        </FormField>

        <div>
          <div className="flex items-start gap-3">
            <input
              id={consentId}
              type="checkbox"
              required
              aria-invalid={errors.privacyConsent !== undefined}
              aria-describedby={errors.privacyConsent === undefined ? undefined : consentErrorId}
              className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-blue-700"
              {...field('privacyConsent')}
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
          {errors.privacyConsent !== undefined && (
            <p id={consentErrorId} className="mt-1.5 text-sm text-red-700">
              {errors.privacyConsent.message}
            </p>
          )}
        </div>

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
