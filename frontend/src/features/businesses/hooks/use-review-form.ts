import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateReviewMutation } from '../api/reviews';
import { reviewSchema, type ReviewFormInput, type ReviewFormValues } from '../utils/review-schema';

const FIELDS = ['authorName', 'rating', 'comment'] as const;

/** The form's state, the focus on the name field when it opens, and sending: a toast, or the server's field errors. */
export function useReviewForm(businessId: string, onDone: () => void) {
  const nameRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { authorName: '', rating: 0, comment: '' },
  });
  const mutation = useCreateReviewMutation(businessId);
  const commentLength = useWatch({ control, name: 'comment' }).length;

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const onSubmit = async (values: ReviewFormValues) => {
    try {
      await mutation.mutateAsync(values);
      toast({ title: 'Vielen Dank!', description: 'Ihre Bewertung wurde veröffentlicht.', variant: 'success' });
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      toast({
        title: 'Fehler',
        description:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          'Ihre Bewertung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
        variant: 'destructive',
      });
    }
  };

  return {
    nameRef,
    register,
    control,
    errors,
    onSubmit: handleSubmit(onSubmit),
    isPending: mutation.isPending,
    commentLength,
  };
}
