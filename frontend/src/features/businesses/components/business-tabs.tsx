import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** The tab a key moves to from `index` (wrapping around), or null for any other key. */
function targetTab(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** WAI-ARIA tabs: ←/→, Home and End move between tabs (automatic activation). */
export function BusinessTabs<K extends string>({
  tabs,
  active,
  onChange,
  idPrefix,
}: {
  tabs: TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
  idPrefix: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetTab(
      event.key,
      tabs.findIndex((tab) => tab.key === active),
      tabs.length,
    );
    if (target === null) return;
    event.preventDefault();
    const key = tabs[target].key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Informationen zum Unternehmen"
        onKeyDown={onKeyDown}
        className="flex border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element === null) refs.current.delete(tab.key);
                else refs.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={`-mb-px flex-1 border-b-2 px-2 py-3 text-sm font-semibold leading-tight transition-colors sm:flex-none sm:px-4 ${
                selected
                  ? 'border-blue-700 text-blue-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.key}`}
          aria-labelledby={`${idPrefix}-tab-${tab.key}`}
          hidden={tab.key !== active}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.key === active && tab.panel}
        </div>
      ))}
    </div>
  );
}
