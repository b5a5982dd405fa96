/** Each tab: its key, its label and its value of the `tab` search parameter (none for the first). */
const TABS = [
  ['businesses', 'Unternehmen', null],
  ['review', 'Zu prüfen', 'pruefen'],
  ['trash', 'Papierkorb', 'papierkorb'],
  ['messages', 'Kontaktanfragen', 'nachrichten'],
  ['reviews', 'Gemeldete Bewertungen', 'bewertungen'],
  ['claims', 'Übernahmen', 'uebernahmen'],
  ['mail', 'Postausgang', 'postausgang'],
  ['audit', 'Protokoll', 'protokoll'],
] as const;
export type Tab = (typeof TABS)[number][0];

/** The open tab's position, from the `tab` search parameter (the first for anything unknown). */
export function readTabIndex(searchParams: URLSearchParams): number {
  return Math.max(
    0,
    TABS.findIndex(([, , param]) => param === searchParams.get('tab')),
  );
}

export function tabAt(index: number): Tab {
  return TABS[index][0];
}

/** The dashboard's tab row; the arrow keys move between the tabs. */
export function DashboardTabs({
  tabIndex,
  update,
}: {
  tabIndex: number;
  update: (changes: Record<string, string | null>) => void;
}) {
  const tab = tabAt(tabIndex);
  return (
    <div role="tablist" aria-label="Bereiche" className="mt-6 flex flex-wrap gap-x-1 border-b border-slate-200">
      {TABS.map(([value, label, param]) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`tab-${value}`}
          aria-selected={tab === value}
          aria-controls={`panel-${value}`}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => update({ tab: param, seite: null })}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
              const [nextTab, , nextParam] = TABS[(tabIndex + step) % TABS.length];
              update({ tab: nextParam, seite: null });
              document.getElementById(`tab-${nextTab}`)?.focus();
            }
          }}
          className={`-mb-px whitespace-nowrap border-b-2 px-3 sm:px-4 py-2 text-sm font-semibold ${
            tab === value
              ? 'border-blue-700 text-blue-800'
              : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
