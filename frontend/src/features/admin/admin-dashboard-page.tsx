import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { adminPathLoader } from './admin-route';
import { BusinessesPanel } from './components/businesses-panel';
import { buttonClass } from '@/components/ui/button';
import { ContactMessages } from './components/contact-messages';
import { useAdminBusinessCount } from './api/admin-businesses';
import { useRefreshAdminQueries } from './api/admin-queries';
import { useAdminSession } from './lib/use-admin-session';

export const loader = adminPathLoader;

type Tab = 'businesses' | 'messages';

export default function AdminDashboardPage() {
  useDocumentMeta({
    title: 'Admin-Dashboard',
    description: 'Verwaltung der Einträge und Kontaktanfragen des Branchenbuchs.',
    noIndex: true,
  });
  const { segment = '' } = useParams();
  const { ready, loggingOut, logout } = useAdminSession(segment);
  const refreshAdminQueries = useRefreshAdminQueries();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'nachrichten' ? 'messages' : 'businesses';
  const formCustomersOnly = searchParams.get('formular') === '1';
  const total = useAdminBusinessCount('all', ready);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  if (!ready) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-600">
        Wird geladen...
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin-Dashboard</h1>
          <span
            className="rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white"
            aria-label={total.data === undefined ? 'Einträge werden gezählt' : `${total.data} Einträge`}
            data-testid="entry-count"
          >
            {total.data === undefined ? '…' : `${total.data.toLocaleString('de-DE')} Einträge`}
          </span>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <button
            type="button"
            className={`${buttonClass(formCustomersOnly ? 'primary' : 'secondary')} col-span-2`}
            aria-pressed={formCustomersOnly}
            onClick={() => update({ formular: formCustomersOnly ? null : '1', seite: null, tab: null })}
          >
            Nur Formular-Kunden
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => void refreshAdminQueries()}>
            Neu laden
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={loggingOut}
            onClick={() => void logout()}
          >
            {loggingOut ? 'Wird abgemeldet...' : 'Abmelden'}
          </button>
        </div>
      </header>

      <div role="tablist" aria-label="Bereiche" className="mt-6 flex gap-1 border-b border-slate-200">
        {(
          [
            ['businesses', 'Unternehmen', null],
            ['messages', 'Kontaktanfragen', 'nachrichten'],
          ] as const
        ).map(([value, label, param]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => update({ tab: param })}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                update({ tab: tab === 'businesses' ? 'nachrichten' : null });
                document.getElementById(`tab-${tab === 'businesses' ? 'messages' : 'businesses'}`)?.focus();
              }
            }}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === value
                ? 'border-blue-700 text-blue-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-6">
        {tab === 'businesses' ? (
          <BusinessesPanel
            enabled={ready}
            total={total.data}
            formCustomersOnly={formCustomersOnly}
            searchParams={searchParams}
            update={update}
          />
        ) : (
          <ContactMessages enabled={ready} />
        )}
      </div>
    </div>
  );
}
