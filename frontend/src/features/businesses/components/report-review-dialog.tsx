import { useId } from 'react';
import type { ReportReason } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { FormField, largeInputClass } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { ReportTarget } from '../api/reviews';
import { useReportReview } from '../hooks/use-report-review';
import { REPORT_COMMENT_MAX, REPORT_REASON_LABELS } from '@/lib/report-reasons';

const DIALOG_TEXTS: Record<ReportTarget, { title: string; question: (authorName: string) => string }> = {
  review: {
    title: 'Bewertung melden',
    question: (authorName) => `Warum verstößt die Bewertung von ${authorName} gegen unsere Regeln?`,
  },
  answer: {
    title: 'Antwort des Inhabers melden',
    question: (authorName) =>
      `Warum verstößt die Antwort des Inhabers auf die Bewertung von ${authorName} gegen unsere Regeln?`,
  },
};

/** The reasons to choose from, as radio buttons, with the dialog's error under them. */
function ReasonFieldset({
  id,
  reason,
  onChoose,
  error,
}: {
  id: string;
  reason: ReportReason | null;
  onChoose: (reason: ReportReason) => void;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error === undefined ? undefined : `${id}-fehler`}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Grund
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="space-y-2">
        {Object.entries(REPORT_REASON_LABELS).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-grund`}
              value={value}
              checked={reason === value}
              onChange={() => onChoose(value as ReportReason)}
              className="size-4 accent-blue-700"
            />
            {label}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={`${id}-fehler`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * 'Melden' for a review or the owner's answer under it: a reason from the short list and an optional comment; the
 * server's German answer is the toast.
 */
export function ReportReviewDialog({
  reviewId,
  authorName,
  target = 'review',
  onClose,
}: {
  reviewId: string;
  authorName: string;
  target?: ReportTarget;
  onClose: () => void;
}) {
  const id = useId();
  const { reason, chooseReason, comment, setComment, error, submit, isPending } = useReportReview(
    reviewId,
    target,
    onClose,
  );
  const texts = DIALOG_TEXTS[target];

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={texts.title}
      description={`${texts.question(authorName)} Wir prüfen jede Meldung.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <ReasonFieldset id={id} reason={reason} onChoose={chooseReason} error={error} />
        <FormField
          label="Anmerkung"
          optional
          hint={`Höchstens ${REPORT_COMMENT_MAX} Zeichen (${comment.length}/${REPORT_COMMENT_MAX})`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REPORT_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className={largeInputClass}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'md')}>
            Abbrechen
          </button>
          <button type="submit" disabled={isPending} className={buttonClass('primary', 'md')}>
            {isPending ? 'Wird gesendet...' : 'Meldung senden'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
