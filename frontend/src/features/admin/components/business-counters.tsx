import { buttonClass } from '@/components/ui/button';
import { formatCount } from '@/lib/german-format';
import { useAdminBusinessCount } from '../api/admin-businesses';
import type { ActionReport } from '../lib/use-action-error';
import { EmergencyImport } from './emergency-import';
import { MarkFormCustomers } from './mark-form-customers';

/** The counters above the entries and the actions they offer. */
export function BusinessCounters({
  enabled,
  total,
  showingUnverified,
  onReviewUnverified,
  report,
}: {
  enabled: boolean;
  total: number | undefined;
  showingUnverified: boolean;
  onReviewUnverified: () => void;
  report: ActionReport;
}) {
  const formCustomerCount = useAdminBusinessCount('formCustomers', enabled);
  const unverifiedCount = useAdminBusinessCount('unverified', enabled);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="text-sm text-slate-800" data-testid="form-customer-count">
        Formular-Kunden:{' '}
        <strong>{formCustomerCount.data === undefined ? '…' : formatCount(formCustomerCount.data)}</strong>
      </p>
      <p className="text-sm text-slate-800" data-testid="unverified-count">
        Unverifiziert: <strong>{unverifiedCount.data === undefined ? '…' : formatCount(unverifiedCount.data)}</strong>
      </p>
      {!showingUnverified && unverifiedCount.data !== undefined && unverifiedCount.data > 0 && (
        <button type="button" className={buttonClass('secondary')} onClick={onReviewUnverified}>
          Unverifizierte prüfen
        </button>
      )}
      <MarkFormCustomers offered={formCustomerCount.data === 0} report={report} />
      <EmergencyImport offered={total !== undefined && total <= 1} report={report} />
    </div>
  );
}
