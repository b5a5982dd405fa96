import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Pagination } from '@/components/ui/pagination';
import { formatLongGermanDate } from '@/lib/german-format';
import {
  BUSINESS_PAGE_SIZE,
  useAdminBusinessQueue,
  useApproveAdminBusinessMutation,
  useRejectAdminBusinessMutation,
  useRestoreAdminBusinessMutation,
  type AdminBusiness,
  type BusinessQueue,
} from '../api/admin-businesses';
import { adminErrorMessage, isUnauthorized } from '../lib/admin-messages';
import { Badge, BusinessSummary, ViewButton } from './business-list';
import { ErrorAlert, LoadingLine } from './list-status';

/** How long an entry stays restorable in the trash (the server purges it afterwards). */
const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest reason the server keeps. */
const REASON_MAX = 500;

function daysLeftInTrash(deletedAt: string): number {
  const left = Math.ceil((new Date(deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS - Date.now()) / DAY_MS);
  return Math.max(0, left);
}

const TEXTS: Record<BusinessQueue, { intro: string; empty: string }> = {
  pending: {
    intro:
      'Neue und vom Inhaber geänderte Einträge erscheinen erst nach der Freigabe in Suche, Listen und Sitemaps. Verifizieren bleibt ein eigener Schritt.',
    empty: 'Keine Einträge zu prüfen.',
  },
  trash: {
    intro: `Gelöschte Einträge lassen sich ${TRASH_RETENTION_DAYS} Tage lang wiederherstellen; danach werden sie mit ihren Bewertungen endgültig gelöscht.`,
    empty: 'Der Papierkorb ist leer.',
  },
};

/** Asks for the reason of a rejection; the reason is kept and shown in the back office. */
function RejectDialog({
  business,
  busy,
  error,
  onReject,
  onCancel,
}: {
  business: AdminBusiness | null;
  busy: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    onReject(trimmed);
  };
  return (
    <ModalDialog
      open={business !== null}
      onClose={onCancel}
      title="Eintrag ablehnen?"
      description={`„${business?.name ?? ''}“ ist danach öffentlich nicht mehr erreichbar. Der Grund wird für die Redaktion gespeichert.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label="Grund der Ablehnung"
          required
          error={missing ? 'Bitte geben Sie einen Grund für die Ablehnung an' : (error ?? undefined)}
          aside={`${reason.length}/${REASON_MAX}`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              className={inputClass}
              data-autofocus
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            Abbrechen
          </button>
          <button type="submit" className={buttonClass('danger')} disabled={busy}>
            {busy ? 'Bitte warten...' : 'Ablehnen'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** The queue's actions: approve and restore at once, reject after the reason is given in the dialog. */
function useQueueActions() {
  const approval = useApproveAdminBusinessMutation();
  const rejection = useRejectAdminBusinessMutation();
  const restoring = useRestoreAdminBusinessMutation();
  const [rejecting, setRejecting] = useState<AdminBusiness | null>(null);

  const busy = (id: string) =>
    (approval.isPending && approval.variables === id) || (restoring.isPending && restoring.variables === id);

  const approve = (business: AdminBusiness) => {
    restoring.reset();
    approval.mutate(business.id, {
      onSuccess: () => toast({ title: 'Eintrag freigegeben', description: business.name, variant: 'success' }),
    });
  };

  const reject = (reason: string) => {
    if (rejecting === null) return;
    const business = rejecting;
    rejection.mutate(
      { id: business.id, reason },
      {
        onSuccess: () => {
          toast({ title: 'Eintrag abgelehnt', description: business.name, variant: 'success' });
          setRejecting(null);
        },
      },
    );
  };

  const restore = (business: AdminBusiness) => {
    approval.reset();
    restoring.mutate(business.id, {
      onSuccess: () => toast({ title: 'Eintrag wiederhergestellt', description: business.name, variant: 'success' }),
    });
  };

  const startRejecting = (business: AdminBusiness) => {
    rejection.reset();
    setRejecting(business);
  };
  return { approval, rejection, restoring, rejecting, setRejecting, busy, approve, reject, restore, startRejecting };
}

/** One entry of the queue with its actions: Freigeben and Ablehnen, or Wiederherstellen in the trash. */
function QueueItem({
  business,
  queue,
  busy,
  onApprove,
  onReject,
  onRestore,
}: {
  business: AdminBusiness;
  queue: BusinessQueue;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onRestore: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <BusinessSummary
        item={business}
        badges={
          <>
            {business.verified && <Badge tone="green">Verifiziert</Badge>}
            {business.source === 'form' && <Badge tone="blue">Öffentliches Formular</Badge>}
          </>
        }
      >
        <p className="text-sm text-slate-600">
          {queue === 'trash' && business.deletedAt !== null
            ? `Gelöscht am ${formatLongGermanDate(business.deletedAt)} · noch ${daysLeftInTrash(business.deletedAt)} Tage wiederherstellbar`
            : `Eingegangen am ${formatLongGermanDate(business.createdAt)}`}
        </p>
      </BusinessSummary>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {queue === 'pending' ? (
          <>
            <ViewButton item={business} />
            <button
              type="button"
              className={buttonClass('success')}
              disabled={busy}
              onClick={onApprove}
              aria-label={`${business.name} freigeben`}
            >
              Freigeben
            </button>
            <button
              type="button"
              className={`${buttonClass('dangerOutline')} col-span-2`}
              onClick={onReject}
              aria-label={`${business.name} ablehnen`}
            >
              Ablehnen
            </button>
          </>
        ) : (
          <button
            type="button"
            className={`${buttonClass('primary')} col-span-2`}
            disabled={busy}
            onClick={onRestore}
            aria-label={`${business.name} wiederherstellen`}
          >
            Wiederherstellen
          </button>
        )}
      </div>
    </li>
  );
}

/** "Zu prüfen" (Freigeben, Ablehnen) and "Papierkorb" (Wiederherstellen): a paged list with its actions. */
export function BusinessQueuePanel({
  queue,
  enabled,
  page,
  onPage,
}: {
  queue: BusinessQueue;
  enabled: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const list = useAdminBusinessQueue(queue, page, enabled);
  const { approval, rejection, restoring, rejecting, setRejecting, busy, approve, reject, restore, startRejecting } =
    useQueueActions();
  const items = list.data?.items ?? [];
  const pageCount = list.data === undefined ? 1 : Math.max(1, Math.ceil(list.data.total / BUSINESS_PAGE_SIZE));

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{TEXTS[queue].intro}</p>
      <ErrorAlert error={approval.error ?? restoring.error} />
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data === undefined ? (
        !list.isError && <LoadingLine />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{TEXTS[queue].empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {items.map((business) => (
            <QueueItem
              key={business.id}
              business={business}
              queue={queue}
              busy={busy(business.id)}
              onApprove={() => approve(business)}
              onReject={() => startRejecting(business)}
              onRestore={() => restore(business)}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPage={onPage}
        label={queue === 'pending' ? 'Seiten der zu prüfenden Einträge' : 'Seiten des Papierkorbs'}
      />
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        business={rejecting}
        busy={rejection.isPending}
        error={rejection.error === null || isUnauthorized(rejection.error) ? null : adminErrorMessage(rejection.error)}
        onReject={reject}
        onCancel={() => setRejecting(null)}
      />
    </div>
  );
}
