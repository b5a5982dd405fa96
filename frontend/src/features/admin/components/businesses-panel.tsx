import { useEffect, useRef, useState } from 'react';
import { SpecialHoursDialog } from './special-hours-dialog';
import { toast } from '@/components/ui/toast-store';
import {
  BUSINESS_PAGE_SIZE,
  useAdminBusinessCount,
  useAdminBusinesses,
  useCreateAdminBusinessMutation,
  useDeleteAdminBusinessMutation,
  useImportProductionDataMutation,
  useMarkFormCustomersMutation,
  useUpdateAdminBusinessMutation,
  useUploadAdminImageMutation,
  type AdminBusiness,
  type BusinessListParams,
} from '../api/admin-businesses';
import { IMPORT_FAILED_MESSAGE, MARK_FAILED_MESSAGE, adminErrorMessage, isUnauthorized } from '../lib/admin-messages';
import { toBusinessFormValues } from '@/components/business-form/business-form-payload';
import { emptyBusinessFormValues, type BusinessFormValues } from '@/components/business-form/business-form-schema';

import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BusinessFormDialog } from './business-form-dialog';
import { BusinessList, type BusinessListItem } from './business-list';
import { ErrorAlert, LoadingLine } from './list-status';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { formatCount, formatEntryCount } from '@/lib/german-format';

type Status = BusinessListParams['status'];

function readStatus(value: string | null): Status {
  return value === 'unverifiziert' ? 'unverified' : value === 'verifiziert' ? 'verified' : 'all';
}

function statusParam(status: Status): string | null {
  return status === 'unverified' ? 'unverifiziert' : status === 'verified' ? 'verifiziert' : null;
}

type Editing = { mode: 'create' } | { mode: 'edit'; business: AdminBusiness } | null;

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
  const list = useAdminBusinesses(params, enabled);
  const formCustomerCount = useAdminBusinessCount('formCustomers', enabled);
  const unverifiedCount = useAdminBusinessCount('unverified', enabled);
  const listTop = useRef<HTMLParagraphElement>(null);
  const create = useCreateAdminBusinessMutation();
  const saveChanges = useUpdateAdminBusinessMutation();
  const verification = useUpdateAdminBusinessMutation();
  const deletion = useDeleteAdminBusinessMutation();
  const marking = useMarkFormCustomersMutation();
  const importing = useImportProductionDataMutation();
  const upload = useUploadAdminImageMutation();

  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BusinessListItem | null>(null);
  const [specialHours, setSpecialHours] = useState<BusinessListItem | null>(null);
  const [confirmImport, setConfirmImport] = useState(false);

  // The list's actions report here; a new action or "Schließen" clears the last report.
  const actions = [verification, deletion, marking, importing];
  const clearActionError = () => actions.forEach((action) => action.reset());
  const failure = (error: unknown, message?: string) =>
    error === null || isUnauthorized(error) ? null : (message ?? adminErrorMessage(error)); // a 401 is on its way to the login
  const actionError =
    failure(verification.error) ??
    failure(deletion.error) ??
    failure(marking.error, MARK_FAILED_MESSAGE) ??
    failure(importing.error, IMPORT_FAILED_MESSAGE);

  const pageCount = list.data === undefined ? 1 : Math.max(1, Math.ceil(list.data.total / BUSINESS_PAGE_SIZE));
  const items = list.data?.items ?? [];

  const save = async (values: BusinessFormValues) => {
    if (editing === null) return;
    if (editing.mode === 'create') {
      await create.mutateAsync(values);
      toast({ title: 'Unternehmen angelegt', description: values.name, variant: 'success' });
    } else {
      await saveChanges.mutateAsync({ id: editing.business.id, values });
      toast({ title: 'Änderungen gespeichert', description: values.name, variant: 'success' });
    }
    setEditing(null);
  };

  const verify = (item: BusinessListItem) => {
    clearActionError();
    const business = items.find((candidate) => candidate.id === item.id);
    if (business === undefined) return;
    verification.mutate(
      { id: business.id, values: { ...toBusinessFormValues(business), verified: true } },
      { onSuccess: () => toast({ title: 'Verifiziert', description: item.name, variant: 'success' }) },
    );
  };

  const remove = () => {
    if (deleting === null) return;
    clearActionError();
    deletion.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Unternehmen gelöscht', description: deleting.name, variant: 'success' }),
      onSettled: () => setDeleting(null),
    });
  };

  const markFormCustomers = () => {
    clearActionError();
    marking.mutate(undefined, {
      onSuccess: (result) =>
        toast({ title: 'Formular-Kunden markiert', description: result.message, variant: 'success' }),
    });
  };

  const runImport = () => {
    clearActionError();
    importing.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.success) return;
        toast({
          title: 'Import abgeschlossen',
          description: result.message ?? `${formatEntryCount(result.imported ?? 0)} importiert.`,
          variant: 'success',
        });
      },
      onSettled: () => setConfirmImport(false),
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <FormField id="admin-search" label="Einträge durchsuchen" className="flex-1">
          {(control) => (
            <input
              {...control}
              type="search"
              value={queryInput}
              onChange={(event) => setQueryInput(event.target.value)}
              placeholder="Name, Stadt oder PLZ"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="admin-status" label="Status" className="md:w-52">
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => update({ status: statusParam(event.target.value as Status), seite: null })}
              className={inputClass}
            >
              <option value="all">Alle</option>
              <option value="unverified">Unverifiziert</option>
              <option value="verified">Verifiziert</option>
            </select>
          )}
        </FormField>
        <button
          type="button"
          className={`${buttonClass('primary')} md:py-2`}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Neues Unternehmen
        </button>
      </div>

      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-800" data-testid="form-customer-count">
          Formular-Kunden:{' '}
          <strong>{formCustomerCount.data === undefined ? '…' : formatCount(formCustomerCount.data)}</strong>
        </p>
        <p className="text-sm text-slate-800" data-testid="unverified-count">
          Unverifiziert: <strong>{unverifiedCount.data === undefined ? '…' : formatCount(unverifiedCount.data)}</strong>
        </p>
        {status !== 'unverified' && unverifiedCount.data !== undefined && unverifiedCount.data > 0 && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => update({ status: statusParam('unverified'), seite: null })}
          >
            Unverifizierte prüfen
          </button>
        )}
        {formCustomerCount.data === 0 && (
          <button type="button" className={buttonClass('secondary')} onClick={markFormCustomers}>
            Formular-Kunden markieren
          </button>
        )}
        {total !== undefined && total <= 1 && (
          <button type="button" className={buttonClass('danger')} onClick={() => setConfirmImport(true)}>
            Notfall-Import
          </button>
        )}
      </div>

      {actionError !== null && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{actionError}</span>
          <button type="button" className="font-semibold underline" onClick={clearActionError}>
            Schließen
          </button>
        </div>
      )}
      {list.isError && <ErrorAlert error={list.error} />}

      {list.data === undefined ? (
        !list.isError && <LoadingLine />
      ) : (
        <>
          <p ref={listTop} className="scroll-mt-20 text-sm text-slate-700" aria-live="polite">
            {formatCount(list.data.total)} Treffer
            {list.isFetching ? ' · wird aktualisiert …' : ''}
          </p>
          {items.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">Keine Einträge gefunden.</p>
          ) : (
            <BusinessList
              items={items}
              busyId={verification.isPending ? verification.variables.id : null}
              onEdit={(item) => {
                const business = items.find((candidate) => candidate.id === item.id);
                if (business !== undefined) setEditing({ mode: 'edit', business });
              }}
              onSpecialHours={setSpecialHours}
              onDelete={setDeleting}
              onVerify={verify}
            />
          )}
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPage={(next) => {
              update({ seite: next === 1 ? null : String(next) });
              listTop.current?.scrollIntoView({ block: 'start' });
            }}
            label="Seiten der Einträge"
          />
        </>
      )}

      <BusinessFormDialog
        open={editing !== null}
        mode={editing?.mode ?? 'create'}
        initialValues={editing?.mode === 'edit' ? toBusinessFormValues(editing.business) : emptyBusinessFormValues()}
        onClose={() => setEditing(null)}
        onSubmit={save}
        upload={upload.mutateAsync}
      />
      <SpecialHoursDialog business={specialHours} onClose={() => setSpecialHours(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Unternehmen löschen?"
        message={`„${deleting?.name ?? ''}“ wird gelöscht und verschwindet sofort aus dem Branchenbuch. Im Papierkorb können Sie den Eintrag 30 Tage lang wiederherstellen.`}
        confirmLabel="Löschen"
        busy={deletion.isPending}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={confirmImport}
        title="Notfall-Import starten?"
        message="Achtung: Die importierten Einträge werden durch die 1.824 Einträge des Produktionsdatenbestands ersetzt. Einträge aus dem Eintragsformular und dem Admin-Bereich bleiben mit allen Bewertungen erhalten."
        confirmLabel="Import starten"
        busy={importing.isPending}
        onConfirm={runImport}
        onCancel={() => setConfirmImport(false)}
      />
    </div>
  );
}
