import { buttonClass } from './button';
import { ModalDialog } from './modal-dialog';

/** Asks before something that cannot be undone; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog open={open} onClose={onCancel} title={title} description={message}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} data-autofocus>
          Abbrechen
        </button>
        <button type="button" className={buttonClass(tone)} onClick={onConfirm} disabled={busy}>
          {busy ? 'Bitte warten...' : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
