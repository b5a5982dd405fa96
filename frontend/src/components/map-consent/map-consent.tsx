import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button';

/**
 * The two-click consent in place of a map: what loading it sends to whom, and the button that loads it.
 * Nothing of the map's provider is contacted before `onConsent`.
 */
export function MapConsent({
  children,
  onConsent,
  disabled = false,
}: {
  /** Who provides the map and that the visitor's IP address reaches them. */
  children: ReactNode;
  onConsent: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center">
      <p className="max-w-prose text-xs leading-relaxed text-slate-700">{children}</p>
      <button type="button" onClick={onConsent} disabled={disabled} className={buttonClass('primary', 'md')}>
        Karte laden
      </button>
    </div>
  );
}
