import { useId, useState } from 'react';
import type { OwnerReviewDto } from '@/api/generated/model';
import { toast } from '@/components/ui/toast-store';
import { useSaveReviewAnswer } from '../api/owner-queries';
import { ownerFailureMessage } from '../lib/failure';

/** State and save/delete mutation of the owner's answer to one review. */
export function useReviewAnswer(businessId: string, review: OwnerReviewDto) {
  const save = useSaveReviewAnswer(businessId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.answer?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fieldId = useId();

  const submit = async (value: string | null) => {
    setError(null);
    try {
      await save.mutateAsync({ reviewId: review.id, text: value });
      toast({ title: value === null ? 'Antwort gelöscht' : 'Antwort gespeichert', variant: 'success' });
      setEditing(false);
      setConfirmDelete(false);
      if (value === null) setText('');
    } catch (failure) {
      setError(ownerFailureMessage(failure));
      setConfirmDelete(false);
    }
  };

  const cancelEditing = () => {
    setEditing(false);
    setText(review.answer?.text ?? '');
    setError(null);
  };

  return {
    busy: save.isPending,
    editing,
    startEditing: () => setEditing(true),
    cancelEditing,
    text,
    setText,
    error,
    confirmDelete,
    setConfirmDelete,
    fieldId,
    submit,
  };
}

export type ReviewAnswerState = ReturnType<typeof useReviewAnswer>;
