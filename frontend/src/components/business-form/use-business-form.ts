import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useHydrated } from '@/lib/use-hydrated';
import {
  businessFormFieldOf,
  businessFormSchema,
  type BusinessFormValues,
  type ValidBusinessFormValues,
} from './business-form-schema';

interface UseBusinessFormOptions {
  defaultValues: BusinessFormValues;
  onSubmit: (values: ValidBusinessFormValues) => Promise<void>;
  onSubmitError?: (error: unknown) => void;
}

/** The business form's state: the validated form, its submit (server field errors go to the fields), the upload. */
export function useBusinessForm({ defaultValues, onSubmit, onSubmitError }: UseBusinessFormOptions) {
  const form = useForm<BusinessFormValues, unknown, ValidBusinessFormValues>({
    resolver: zodResolver(businessFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, businessFormFieldOf);
      onSubmitError?.(error);
    }
  });

  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const hydrated = useHydrated();

  return { form, submit, uploading, onBusyChange, hydrated };
}
