import { buttonClass } from '@/components/ui/button';
import { formatCount, formatEntryCount } from '@/lib/german-format';
import { useRefreshAdminQueries } from '../api/admin-queries';

/** The title with the counters, the form-customer filter, "Neu laden" and "Abmelden". */
export function DashboardHeader({
  total,
  pending,
  formCustomersOnly,
  update,
  loggingOut,
  logout,
}: {
  total: number | undefined;
  pending: number | undefined;
  formCustomersOnly: boolean;
  update: (changes: Record<string, string | null>) => void;
  loggingOut: boolean;
  logout: () => Promise<void>;
}) {
  const refreshAdminQueries = useRefreshAdminQueries();
  return (
    <header className="flex flex-col gap-4 border-b border-slate-200 pb-6 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin-Dashboard</h1>
        <span
          className="rounded-full bg-blue-700 px-3 py-1 text-sm font-semibold text-white"
          aria-label={total === undefined ? 'Einträge werden gezählt' : formatEntryCount(total)}
          data-testid="entry-count"
        >
          {total === undefined ? '…' : formatEntryCount(total)}
        </span>
        {pending !== undefined && pending > 0 && (
          <button
            type="button"
            className="rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-amber-950 hover:bg-amber-300"
            onClick={() => update({ tab: 'pruefen', seite: null })}
            data-testid="pending-count"
          >
            {formatCount(pending)} zu prüfen
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
        <button type="button" className={buttonClass('secondary')} disabled={loggingOut} onClick={() => void logout()}>
          {loggingOut ? 'Wird abgemeldet...' : 'Abmelden'}
        </button>
      </div>
    </header>
  );
}
