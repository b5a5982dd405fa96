import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useDeleteAdminBusinessMutation } from '../api/admin-businesses';
import type { ActionReport } from '../lib/use-action-error';
import type { BusinessListItem } from './business-list';

/** Asks before an entry goes to the trash ("Papierkorb") and moves it there. */
export function DeleteBusinessDialog({
  business,
  onClose,
  report,
}: {
  business: BusinessListItem | null;
  onClose: () => void;
  report: ActionReport;
}) {
  const deletion = useDeleteAdminBusinessMutation();
  const remove = () => {
    if (business === null) return;
    report.clear();
    deletion.mutate(business.id, {
      onSuccess: () => toast({ title: 'Unternehmen gelöscht', description: business.name, variant: 'success' }),
      onError: (error) => report.fail(error),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={business !== null}
      title="Unternehmen löschen?"
      message={`„${business?.name ?? ''}“ wird gelöscht und verschwindet sofort aus dem Branchenbuch. Im Papierkorb können Sie den Eintrag 30 Tage lang wiederherstellen.`}
      confirmLabel="Löschen"
      busy={deletion.isPending}
      onConfirm={remove}
      onCancel={onClose}
    />
  );
}
