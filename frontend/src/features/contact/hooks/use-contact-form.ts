import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast-store';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useSendContactMessageMutation } from '../api/contact-message';
import {
  emptyValues,
  failureMessage,
  FIELDS,
  toContactPayload,
  type ContactFormValues,
  type FieldName,
} from '../utils/contact-form-values';

export type ContactFeedback = { kind: 'success' | 'error'; text: string };

/** The contact form's fields and sending: the form is emptied on success, the server's verdict shown at the fields. */
export function useContactForm(initialSubject: string) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ContactFormValues>({ defaultValues: emptyValues(initialSubject) });
  const mutation = useSendContactMessageMutation();
  const [feedback, setFeedback] = useState<ContactFeedback | null>(null);

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

  return { field, errors, onSubmit: handleSubmit(onSubmit), feedback, pending, hydrated };
}
