import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { adminPathLoader } from './admin-route';
import { BusinessesPanel } from './components/businesses-panel';
import { BusinessQueuePanel } from './components/business-queue-panel';
import { ContactMessages } from './components/contact-messages';
import { DashboardHeader } from './components/dashboard-header';
import { DashboardTabs, readTabIndex, tabAt, type Tab } from './components/dashboard-tabs';
import { useAdminBusinessCount } from './api/admin-businesses';
import { useAdminSession } from './lib/use-admin-session';
import { useSearchParamsUpdate } from './lib/use-search-params-update';

export const loader = adminPathLoader;

// Loaded when their tab is opened: the dashboard's first paint stays as light as before.
const ReportedReviews = lazy(() =>
  import('./components/reported-reviews').then((module) => ({ default: module.ReportedReviews })),
);
const ClaimsPanel = lazy(() => import('./components/claims-panel').then((module) => ({ default: module.ClaimsPanel })));
const OutboxPanel = lazy(() => import('./components/outbox-panel').then((module) => ({ default: module.OutboxPanel })));
const AuditLog = lazy(() => import('./components/audit-log').then((module) => ({ default: module.AuditLog })));

/** The open tab's content. */
function DashboardTabPanel({
  tab,
  total,
  searchParams,
  update,
}: {
  tab: Tab;
  total: number | undefined;
  searchParams: URLSearchParams;
  update: (changes: Record<string, string | null>) => void;
}) {
  const page = Math.max(1, Number.parseInt(searchParams.get('seite') ?? '1', 10) || 1);
  return (
    <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-6">
      {tab === 'businesses' && (
        <BusinessesPanel
          enabled
          total={total}
          formCustomersOnly={searchParams.get('formular') === '1'}
          searchParams={searchParams}
          update={update}
        />
      )}
      {(tab === 'review' || tab === 'trash') && (
        <BusinessQueuePanel
          key={tab}
          queue={tab === 'review' ? 'pending' : 'trash'}
          enabled
          page={page}
          onPage={(next) => update({ seite: next === 1 ? null : String(next) })}
        />
      )}
      {tab === 'messages' && <ContactMessages enabled />}
      {(tab === 'reviews' || tab === 'audit' || tab === 'claims' || tab === 'mail') && (
        <Suspense
          fallback={
            <p role="status" className="py-8 text-center text-slate-600">
              Wird geladen...
            </p>
          }
        >
          {tab === 'reviews' && <ReportedReviews enabled />}
          {tab === 'claims' && <ClaimsPanel enabled />}
          {tab === 'mail' && <OutboxPanel enabled />}
          {tab === 'audit' && <AuditLog enabled />}
        </Suspense>
      )}
    </div>
  );
}

export default function AdminDashboardPage() {
  useDocumentMeta({
    title: 'Admin-Dashboard',
    description: 'Verwaltung der Einträge, Kontaktanfragen und gemeldeten Bewertungen des Branchenbuchs.',
    noIndex: true,
  });
  const { segment = '' } = useParams();
  const { ready, loggingOut, logout } = useAdminSession(segment);
  const { searchParams, update } = useSearchParamsUpdate();
  const tabIndex = readTabIndex(searchParams);
  const total = useAdminBusinessCount('all', ready);
  const pending = useAdminBusinessCount('pending', ready);

  if (!ready) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-600">
        Wird geladen...
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <DashboardHeader
        total={total.data}
        pending={pending.data}
        formCustomersOnly={searchParams.get('formular') === '1'}
        update={update}
        loggingOut={loggingOut}
        logout={logout}
      />
      <DashboardTabs tabIndex={tabIndex} update={update} />
      <DashboardTabPanel tab={tabAt(tabIndex)} total={total.data} searchParams={searchParams} update={update} />
    </div>
  );
}
