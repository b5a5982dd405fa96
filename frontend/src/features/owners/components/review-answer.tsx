import type { OwnerReviewAnswerDto } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { formatLongGermanDate } from '@/lib/german-format';
import type { ReviewAnswerState } from './use-review-answer';

const ANSWER_MAX = 1000;

/**
 * An answer the administrator has hidden after a report: the owner still sees it here, and why it is missing on the
 * listing's page. A changed answer replaces it and is shown again.
 */
function HiddenAnswerNote({ answer }: { answer: OwnerReviewAnswerDto }) {
  return (
    <p className="mt-2 rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950">
      <strong className="font-semibold">Ausgeblendet</strong>
      {answer.hiddenAt !== null && <> seit {formatLongGermanDate(answer.hiddenAt)}</>}: Ihre Antwort wurde nach einer
      Meldung ausgeblendet und ist öffentlich nicht sichtbar. Eine geänderte Antwort ersetzt sie und ist wieder
      sichtbar.
    </p>
  );
}

/** The owner's published answer (with the note when hidden) and the buttons to change or delete it. */
export function ReviewAnswerDisplay({ answer, state }: { answer: OwnerReviewAnswerDto; state: ReviewAnswerState }) {
  return (
    <div
      className={`mt-4 rounded-lg border-l-4 p-3 ${
        answer.state === 'hidden' ? 'border-amber-600 bg-amber-50' : 'border-blue-700 bg-slate-50'
      }`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
        <span className="font-semibold text-slate-900">Ihre Antwort</span>
        <span className="text-slate-600">{formatLongGermanDate(answer.answeredAt)}</span>
      </p>
      {answer.state === 'hidden' && <HiddenAnswerNote answer={answer} />}
      <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{answer.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={state.startEditing}>
          Antwort ändern
        </button>
        <button type="button" className={buttonClass('dangerOutline')} onClick={() => state.setConfirmDelete(true)}>
          Antwort löschen
        </button>
      </div>
      {state.error !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}

/** The form to write or change the answer. */
export function ReviewAnswerEditor({ state }: { state: ReviewAnswerState }) {
  const { fieldId, text, error, busy } = state;
  return (
    <form
      className="mt-4 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit(text.trim());
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        Ihre Antwort (öffentlich sichtbar)
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={ANSWER_MAX}
        rows={4}
        required
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : `${fieldId}-error`}
        onChange={(event) => state.setText(event.target.value)}
        className={inputClass}
      />
      <p className="text-xs text-slate-600">
        {text.length} von {ANSWER_MAX} Zeichen
      </p>
      {error !== null && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Wird gespeichert...' : 'Antwort veröffentlichen'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={state.cancelEditing}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
