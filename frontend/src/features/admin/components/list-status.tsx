import { adminErrorMessage, isUnauthorized } from '../lib/admin-messages';

/** A failed admin call in an alert; nothing for a 401, which is on its way to the login. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (error === null || error === undefined || isUnauthorized(error)) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {adminErrorMessage(error)}
    </p>
  );
}

/** A list's first load. */
export function LoadingLine() {
  return (
    <p role="status" className="py-8 text-center text-slate-600">
      Wird geladen...
    </p>
  );
}

/** The last failed action of a panel, until the next action or "Schließen". */
export function ActionErrorAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (message === null) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <span>{message}</span>
      <button type="button" className="font-semibold underline" onClick={onClose}>
        Schließen
      </button>
    </div>
  );
}
