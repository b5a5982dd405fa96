import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, largeInputClass } from '@/components/ui/form-field';

/** One labelled input of the owner area's forms, with the server's or the browser's error under it. */
export function TextField({
  label,
  type = 'text',
  autoComplete,
  placeholder,
  required = true,
  error,
  registration,
}: {
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
  required?: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} required={required} optional={!required} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          required={required}
          className={largeInputClass}
          {...registration}
        />
      )}
    </FormField>
  );
}
