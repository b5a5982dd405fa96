import { useState, type FormEvent } from 'react';
import type { ReportReason } from '@/api/generated/model';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { type ReportTarget, useReportReviewMutation } from '../api/reviews';

/** The chosen reason, the comment and the error shown in the dialog; sending ends in a toast or that error. */
export function useReportReview(reviewId: string, target: ReportTarget, onClose: () => void) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const mutation = useReportReviewMutation(target);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setError('Bitte wählen Sie einen Grund für die Meldung aus');
      return;
    }
    try {
      const receipt = await mutation.mutateAsync({
        reviewId,
        report: { reason, comment: comment.trim() || undefined },
      });
      toast({ title: 'Meldung gesendet', description: receipt.message, variant: 'success' });
      onClose();
    } catch (caught) {
      // Already reported from this address: said in the dialog itself, where the visitor is looking.
      if (caught instanceof ApiError && caught.body?.code === 'ALREADY_REPORTED') {
        setError(caught.serverMessage);
        return;
      }
      toast({
        title: 'Fehler',
        description:
          (caught instanceof ApiError ? caught.serverMessage : undefined) ??
          'Ihre Meldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
        variant: 'destructive',
      });
    }
  };

  const chooseReason = (value: ReportReason) => {
    setReason(value);
    setError(undefined);
  };
  return { reason, chooseReason, comment, setComment, error, submit, isPending: mutation.isPending };
}
