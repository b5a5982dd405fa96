/** Shown on an entry that waits for review: reachable at its address, not yet listed. */
export function PendingReviewNotice() {
  return (
    <div
      role="note"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
      data-testid="pending-review-notice"
    >
      <p className="font-semibold">Dieser Eintrag wird geprüft.</p>
      <p className="mt-1 text-sm">
        Unser Team prüft den Eintrag in Kürze. Bis zur Freigabe ist er nur unter dieser Adresse erreichbar und erscheint
        nicht in der Suche.
      </p>
    </div>
  );
}
