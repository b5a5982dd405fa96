import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { formatEntryCount } from '@/lib/german-format';
import { useImportProductionDataMutation } from '../api/admin-businesses';
import { IMPORT_FAILED_MESSAGE } from '../lib/admin-messages';
import type { ActionReport } from '../lib/use-action-error';

/**
 * "Notfall-Import", offered while the directory is (nearly) empty, and its confirmation. It stays
 * mounted when the button disappears, so the dialog closes and reports after the import.
 */
export function EmergencyImport({ offered, report }: { offered: boolean; report: ActionReport }) {
  const importing = useImportProductionDataMutation();
  const [confirming, setConfirming] = useState(false);
  const runImport = () => {
    report.clear();
    importing.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.success) return;
        toast({
          title: 'Import abgeschlossen',
          description: result.message ?? `${formatEntryCount(result.imported ?? 0)} importiert.`,
          variant: 'success',
        });
      },
      onError: (error) => report.fail(error, IMPORT_FAILED_MESSAGE),
      onSettled: () => setConfirming(false),
    });
  };
  return (
    <>
      {offered && (
        <button type="button" className={buttonClass('danger')} onClick={() => setConfirming(true)}>
          Notfall-Import
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Notfall-Import starten?"
        message="Achtung: Die importierten Einträge werden durch die 1.824 Einträge des Produktionsdatenbestands ersetzt. Einträge aus dem Eintragsformular und dem Admin-Bereich bleiben mit allen Bewertungen erhalten."
        confirmLabel="Import starten"
        busy={importing.isPending}
        onConfirm={runImport}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
