import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LinkButton } from '@/components/ui/link-button';
import { ICONS } from '@/components/ui/icon-paths';

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
        <Icon path={ICONS.checkCircle} className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <h2 id="entry-confirmation-title" className="text-lg font-semibold text-emerald-950">
            Vielen Dank! Ihr Eintrag wurde erstellt.
          </h2>
          <p className="mt-2 text-sm text-emerald-950">
            „{businessName}“ wird in Kürze von unserem Team geprüft und erscheint nach der Freigabe in der Suche. Unter
            „Eintrag anzeigen“ ist er schon jetzt erreichbar. In den nächsten 10 Minuten können Sie Ihren Eintrag in
            diesem Browser noch bearbeiten.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <LinkButton to={paths.business(businessId)} variant="success">
              Eintrag anzeigen
            </LinkButton>
            <button type="button" onClick={onCreateAnother} className={buttonClass('secondary', 'md')}>
              Weiteren Eintrag erstellen
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
