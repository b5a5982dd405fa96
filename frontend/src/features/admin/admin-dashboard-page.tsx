import { lazy, Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { adminPathLoader } from './admin-route';
import { BusinessesPanel } from './components/businesses-panel';
import { BusinessQueuePanel } from './components/business-queue-panel';
import { buttonClass } from '@/components/ui/button';
import { ContactMessages } from './components/contact-messages';

import { useAdminBusinessCount } from './api/admin-businesses';
import { useRefreshAdminQueries } from './api/admin-queries';
import { useAdminSession } from './lib/use-admin-session';
import { formatCount, formatEntryCount } from '@/lib/german-format';

export const loader = adminPathLoader;

// Loaded when their tab is opened: the dashboard's first paint stays as light as before.
const ReportedReviews = lazy(() =>
  import('./components/reported-reviews').then((module) => ({ default: module.ReportedReviews })),
);
const ClaimsPanel = lazy(() => import('./components/claims-panel').then((module) => ({ default: module.ClaimsPanel })));
const OutboxPanel = lazy(() => import('./components/outbox-panel').then((module) => ({ default: module.OutboxPanel })));
const AuditLog = lazy(() => import('./components/audit-log').then((module) => ({ default: module.AuditLog })));

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
type Tab = (typeof TABS)[number][0];

export default function AdminDashboardPage() {
  useDocumentMeta({
    title: 'Admin-Dashboard',
    description: 'Verwaltung der Einträge, Kontaktanfragen und gemeldeten Bewertungen des Branchenbuchs.',
    noIndex: true,
  });
  const { segment = '' } = useParams();
  const { ready, loggingOut, logout } = useAdminSession(segment);
  const refreshAdminQueries = useRefreshAdminQueries();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabIndex = Math.max(
    0,
    TABS.findIndex(([, , param]) => param === searchParams.get('tab')),
  );
  const tab: Tab = TABS[tabIndex][0];
  const page = Math.max(1, Number.parseInt(searchParams.get('seite') ?? '1', 10) || 1);
  const formCustomersOnly = searchParams.get('formular') === '1';
  const total = useAdminBusinessCount('all', ready);
  const pending = useAdminBusinessCount('pending', ready);

  // The parameters as the last change left them. react-router hands a functional update the parameters of the last
  // render, so of two changes before the next render the second undid the first: the search text, sent to the URL
  // 300 ms after typing, put back the status just chosen in the list's filter.
  const latest = useRef(searchParams);
  // Before any effect of the panels, which send the search text from theirs.
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
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
            aria-label={total.data === undefined ? 'Einträge werden gezählt' : formatEntryCount(total.data)}
            data-testid="entry-count"
          >
            {total.data === undefined ? '…' : formatEntryCount(total.data)}
          </span>
          {pending.data !== undefined && pending.data > 0 && (
            <button
              type="button"
              className="rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-amber-950 hover:bg-amber-300"
              onClick={() => update({ tab: 'pruefen', seite: null })}
              data-testid="pending-count"
            >
              {formatCount(pending.data)} zu prüfen
            </button>
          )}
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

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-6">
        {tab === 'businesses' && (
          <BusinessesPanel
            enabled={ready}
            total={total.data}
            formCustomersOnly={formCustomersOnly}
            searchParams={searchParams}
            update={update}
          />
        )}
        {(tab === 'review' || tab === 'trash') && (
          <BusinessQueuePanel
            key={tab}
            queue={tab === 'review' ? 'pending' : 'trash'}
            enabled={ready}
            page={page}
            onPage={(next) => update({ seite: next === 1 ? null : String(next) })}
          />
        )}
        {tab === 'messages' && <ContactMessages enabled={ready} />}
        {(tab === 'reviews' || tab === 'audit' || tab === 'claims' || tab === 'mail') && (
          <Suspense
            fallback={
              <p role="status" className="py-8 text-center text-slate-600">
                Wird geladen...
              </p>
            }
          >
            {tab === 'reviews' && <ReportedReviews enabled={ready} />}
            {tab === 'claims' && <ClaimsPanel enabled={ready} />}
            {tab === 'mail' && <OutboxPanel enabled={ready} />}
            {tab === 'audit' && <AuditLog enabled={ready} />}
          </Suspense>
        )}
      </div>
    </div>
  );
}
