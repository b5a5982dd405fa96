import { SpecialHoursForm } from '@/components/special-hours-form/special-hours-form';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useAdminSpecialHours, useSaveAdminSpecialHours } from '../api/admin-businesses';
import { ErrorAlert, LoadingLine } from './list-status';

/** The admin sets an entry's special hours as its owner can (closed, or other hours on some days). */
export function SpecialHoursDialog({
  business,
  onClose,
}: {
  business: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const hours = useAdminSpecialHours(business?.id ?? null);
  const save = useSaveAdminSpecialHours(business?.id ?? null);
  return (
    <ModalDialog
      open={business !== null}
      onClose={onClose}
      title={`Besondere Öffnungszeiten: ${business?.name ?? ''}`}
      description="Geschlossen oder andere Zeiten an einzelnen Tagen; sie gelten sofort und stehen im Protokoll. An gesetzlichen Feiertagen gilt der Eintrag sonst als geschlossen."
      size="xl"
    >
      {hours.isError ? (
        <ErrorAlert error={hours.error} />
      ) : hours.data === undefined || hours.isFetching ? (
        <LoadingLine />
      ) : (
        <SpecialHoursForm
          key={business?.id}
          initial={hours.data.entries}
          onSave={save.mutateAsync}
          saving={save.isPending}
        />
      )}
    </ModalDialog>
  );
}
