import { toBusinessFormValues } from '@/components/business-form/business-form-payload';
import { emptyBusinessFormValues, type BusinessFormValues } from '@/components/business-form/business-form-schema';
import { toast } from '@/components/ui/toast-store';
import {
  useCreateAdminBusinessMutation,
  useUpdateAdminBusinessMutation,
  useUploadAdminImageMutation,
  type AdminBusiness,
} from '../api/admin-businesses';
import { BusinessFormDialog } from './business-form-dialog';

export type Editing = { mode: 'create' } | { mode: 'edit'; business: AdminBusiness } | null;

/** Creates a new entry or saves the changes to one; the dialog shows what fails. */
export function BusinessEditor({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const create = useCreateAdminBusinessMutation();
  const saveChanges = useUpdateAdminBusinessMutation();
  const upload = useUploadAdminImageMutation();

  const save = async (values: BusinessFormValues) => {
    if (editing === null) return;
    if (editing.mode === 'create') {
      await create.mutateAsync(values);
      toast({ title: 'Unternehmen angelegt', description: values.name, variant: 'success' });
    } else {
      await saveChanges.mutateAsync({ id: editing.business.id, values });
      toast({ title: 'Änderungen gespeichert', description: values.name, variant: 'success' });
    }
    onClose();
  };

  return (
    <BusinessFormDialog
      open={editing !== null}
      mode={editing?.mode ?? 'create'}
      initialValues={editing?.mode === 'edit' ? toBusinessFormValues(editing.business) : emptyBusinessFormValues()}
      onClose={onClose}
      onSubmit={save}
      upload={upload.mutateAsync}
    />
  );
}
