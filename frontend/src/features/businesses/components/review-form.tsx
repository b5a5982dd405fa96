import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { FormField, largeInputClass } from '@/components/ui/form-field';
import { useReviewForm } from '../hooks/use-review-form';
import { COMMENT_MAX } from '../utils/review-schema';
import { StarInput } from './star-input';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** 'Rezension schreiben': name, 1–5 stars and comment, checked with the specification's messages first. */
export function ReviewForm({ businessId, onDone }: { businessId: string; onDone: () => void }) {
  const id = useId();
  const { nameRef, register, control, errors, onSubmit, isPending, commentLength } = useReviewForm(businessId, onDone);
  const { ref: nameFieldRef, ...nameField } = register('authorName');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-titel`}
      className="space-y-4 rounded-xl border border-blue-200 bg-blue-50/50 p-5"
    >
      <h3 id={`${id}-titel`} className="text-lg font-semibold text-slate-900">
        Rezension schreiben
      </h3>
      <FormField id={`${id}-name`} label="Ihr Name" required error={errors.authorName?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={100}
            className={largeInputClass}
            ref={(element) => {
              nameFieldRef(element);
              nameRef.current = element;
            }}
            {...nameField}
          />
        )}
      </FormField>
      <div>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={errors.rating !== undefined}
              errorId={`${id}-sterne-fehler`}
            />
          )}
        />
        <FieldError id={`${id}-sterne-fehler`} message={errors.rating?.message} />
      </div>
      <FormField
        id={`${id}-kommentar`}
        label="Kommentar"
        required
        hint={`10 bis 1000 Zeichen (${commentLength}/${COMMENT_MAX})`}
        error={errors.comment?.message}
      >
        {(control) => <textarea {...control} rows={5} className={largeInputClass} {...register('comment')} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isPending} className={buttonClass('primary', 'md')}>
          {isPending ? 'Wird gesendet...' : 'Bewertung abschicken'}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'md')}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
