/** The small 'Melden' link-button under a review and under the owner's answer; the label names what is reported. */
export function ReportButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="mt-2 text-xs font-medium text-slate-600 underline decoration-slate-400 underline-offset-2 hover:text-red-700"
    >
      Melden
    </button>
  );
}
