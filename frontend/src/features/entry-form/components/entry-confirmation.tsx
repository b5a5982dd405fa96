import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';

interface EntryConfirmationProps {
  businessId: string;
  businessName: string;
  onCreateAnother: () => void;
}

/** Shown after a successful entry; takes the focus so keyboard and screen-reader users land on it. */
export function EntryConfirmation({ businessId, businessName, onCreateAnother }: EntryConfirmationProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="entry-confirmation-title"
      role="region"
      className="scroll-mt-24 rounded-xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm focus:outline-none focus-visible:ring-3 focus-visible:ring-amber-400 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-6 shrink-0 text-emerald-700">
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </Icon>
        <div className="min-w-0">
          <h2 id="entry-confirmation-title" className="text-lg font-semibold text-emerald-950">
            Vielen Dank! Ihr Eintrag wurde erstellt.
          </h2>
          <p className="mt-2 text-sm text-emerald-950">
            „{businessName}“ ist ab sofort im Branchenbuch zu finden und wird in Kürze von unserem Team geprüft. In den
            nächsten 10 Minuten können Sie Ihren Eintrag in diesem Browser noch bearbeiten.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.business(businessId)}
              className="inline-flex items-center justify-center rounded-md bg-emerald-800 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-900"
            >
              Eintrag anzeigen
            </Link>
            <button
              type="button"
              onClick={onCreateAnother}
              className="inline-flex items-center justify-center rounded-md border border-emerald-800 bg-white px-4 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
            >
              Weiteren Eintrag erstellen
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
