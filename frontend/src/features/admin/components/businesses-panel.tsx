import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { BusinessListParams } from '../api/admin-businesses';
import { useActionError } from '../lib/use-action-error';
import { BusinessCounters } from './business-counters';
import { BusinessEditor, type Editing } from './business-editor';
import { BusinessFilters, type BusinessStatus } from './business-filters';
import type { BusinessListItem } from './business-list';
import { BusinessResults } from './business-results';
import { DeleteBusinessDialog } from './delete-business-dialog';
import { ActionErrorAlert } from './list-status';
import { SpecialHoursDialog } from './special-hours-dialog';

function readStatus(value: string | null): BusinessStatus {
  return value === 'unverifiziert' ? 'unverified' : value === 'verifiziert' ? 'verified' : 'all';
}

function statusParam(status: BusinessStatus): string | null {
  return status === 'unverified' ? 'unverifiziert' : status === 'verified' ? 'verifiziert' : null;
}

/** The entries tab: filters, counters, the paged list and the dialogs that change entries. */
export function BusinessesPanel({
  enabled,
  total,
  formCustomersOnly,
  searchParams,
  update,
}: {
  enabled: boolean;
  total: number | undefined;
  formCustomersOnly: boolean;
  searchParams: URLSearchParams;
  update: (changes: Record<string, string | null>) => void;
}) {
  const status = readStatus(searchParams.get('status'));
  const page = Math.max(1, Number.parseInt(searchParams.get('seite') ?? '1', 10) || 1);
  const [queryInput, setQueryInput] = useState(searchParams.get('suche') ?? '');
  const query = useDebouncedValue(queryInput.trim(), 300);

  // The debounced text goes to the URL (and back to page 1) only when it really changed.
  useEffect(() => {
    if (query !== (searchParams.get('suche') ?? '')) update({ suche: query, seite: null });
  }, [query, searchParams, update]);

  const params: BusinessListParams = { query, status, formCustomers: formCustomersOnly, page };
  const report = useActionError();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BusinessListItem | null>(null);
  const [specialHours, setSpecialHours] = useState<BusinessListItem | null>(null);
  const showStatus = (next: BusinessStatus) => update({ status: statusParam(next), seite: null });

  return (
    <div className="space-y-5">
      <BusinessFilters
        queryInput={queryInput}
        onQueryInput={setQueryInput}
        status={status}
        onStatus={showStatus}
        onCreate={() => setEditing({ mode: 'create' })}
      />
      <BusinessCounters
        enabled={enabled}
        total={total}
        showingUnverified={status === 'unverified'}
        onReviewUnverified={() => showStatus('unverified')}
        report={report}
      />
      <ActionErrorAlert message={report.message} onClose={report.clear} />
      <BusinessResults
        params={params}
        enabled={enabled}
        onPage={(next) => update({ seite: next === 1 ? null : String(next) })}
        onEdit={(business) => setEditing({ mode: 'edit', business })}
        onSpecialHours={setSpecialHours}
        onDelete={setDeleting}
        report={report}
      />
      <BusinessEditor editing={editing} onClose={() => setEditing(null)} />
      <SpecialHoursDialog business={specialHours} onClose={() => setSpecialHours(null)} />
      <DeleteBusinessDialog business={deleting} onClose={() => setDeleting(null)} report={report} />
    </div>
  );
}
