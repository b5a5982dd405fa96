import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useMarkFormCustomersMutation } from '../api/admin-businesses';
import { MARK_FAILED_MESSAGE } from '../lib/admin-messages';
import type { ActionReport } from '../lib/use-action-error';

/**
 * "Formular-Kunden markieren", offered while no entry is marked. It stays mounted when the button
 * disappears, so the success message still appears after the counter has changed.
 */
export function MarkFormCustomers({ offered, report }: { offered: boolean; report: ActionReport }) {
  const marking = useMarkFormCustomersMutation();
  const mark = () => {
    report.clear();
    marking.mutate(undefined, {
      onSuccess: (result) =>
        toast({ title: 'Formular-Kunden markiert', description: result.message, variant: 'success' }),
      onError: (error) => report.fail(error, MARK_FAILED_MESSAGE),
    });
  };
  if (!offered) return null;
  return (
    <button type="button" className={buttonClass('secondary')} onClick={mark}>
      Formular-Kunden markieren
    </button>
  );
}
