import { useRef } from 'react';
import { toBusinessFormValues } from '@/components/business-form/business-form-payload';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast-store';
import { formatCount } from '@/lib/german-format';
import {
  BUSINESS_PAGE_SIZE,
  useAdminBusinesses,
  useUpdateAdminBusinessMutation,
  type AdminBusiness,
  type BusinessListParams,
} from '../api/admin-businesses';
import type { ActionReport } from '../lib/use-action-error';
import { BusinessList, type BusinessListItem } from './business-list';
import { ErrorAlert, LoadingLine } from './list-status';

/** "Verifizieren" on a row: the entry is saved as it is, now verified. */
function useVerifyBusiness(report: ActionReport) {
  const verification = useUpdateAdminBusinessMutation();
  const verify = (business: AdminBusiness) => {
    report.clear();
    verification.mutate(
      { id: business.id, values: { ...toBusinessFormValues(business), verified: true } },
      {
        onSuccess: () => toast({ title: 'Verifiziert', description: business.name, variant: 'success' }),
        onError: (error) => report.fail(error),
      },
    );
  };
  return { verify, busyId: verification.isPending ? verification.variables.id : null };
}

/** The paged list of entries with the actions of each row. */
export function BusinessResults({
  params,
  enabled,
  onPage,
  onEdit,
  onSpecialHours,
  onDelete,
  report,
}: {
  params: BusinessListParams;
  enabled: boolean;
  onPage: (page: number) => void;
  onEdit: (business: AdminBusiness) => void;
  onSpecialHours: (item: BusinessListItem) => void;
  onDelete: (item: BusinessListItem) => void;
  report: ActionReport;
}) {
  const list = useAdminBusinesses(params, enabled);
  const { verify, busyId } = useVerifyBusiness(report);
  const listTop = useRef<HTMLParagraphElement>(null);
  const items = list.data?.items ?? [];
  const pageCount = list.data === undefined ? 1 : Math.max(1, Math.ceil(list.data.total / BUSINESS_PAGE_SIZE));
  const withBusiness = (action: (business: AdminBusiness) => void) => (item: BusinessListItem) => {
    const business = items.find((candidate) => candidate.id === item.id);
    if (business !== undefined) action(business);
  };

  if (list.data === undefined) return list.isError ? <ErrorAlert error={list.error} /> : <LoadingLine />;
  return (
    <>
      {list.isError && <ErrorAlert error={list.error} />}
      <p ref={listTop} className="scroll-mt-20 text-sm text-slate-700" aria-live="polite">
        {formatCount(list.data.total)} Treffer
        {list.isFetching ? ' · wird aktualisiert …' : ''}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">Keine Einträge gefunden.</p>
      ) : (
        <BusinessList
          items={items}
          busyId={busyId}
          onEdit={withBusiness(onEdit)}
          onSpecialHours={onSpecialHours}
          onDelete={onDelete}
          onVerify={withBusiness(verify)}
        />
      )}
      <Pagination
        page={Math.min(params.page, pageCount)}
        pageCount={pageCount}
        onPage={(next) => {
          onPage(next);
          listTop.current?.scrollIntoView({ block: 'start' });
        }}
        label="Seiten der Einträge"
      />
    </>
  );
}
