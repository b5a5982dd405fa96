import { useState } from 'react';
import { BusinessForm } from '@/components/business-form/business-form';
import type { BusinessFormValues, ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { adminErrorMessage } from '../lib/admin-messages';
import { ImagePicker } from './image-picker';

export interface BusinessFormDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  initialValues: BusinessFormValues;
  onClose: () => void;
  /** Saves; a rejected ApiError's field errors are shown at the fields. */
  onSubmit: (values: ValidBusinessFormValues) => Promise<void>;
  upload: (file: File) => Promise<string>;
}

/** Create and edit an entry: the business form with the admin's own fields, its messages and the image picker. */
export function BusinessFormDialog({ open, onClose, ...form }: BusinessFormDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      size="xl"
      title={form.mode === 'create' ? 'Neues Unternehmen' : 'Unternehmen bearbeiten'}
      description="Pflichtfelder sind mit * markiert."
    >
      <AdminBusinessForm {...form} onClose={onClose} />
    </ModalDialog>
  );
}

/** Mounted while the dialog is open, so a reopened dialog starts without the last error. */
function AdminBusinessForm({ mode, initialValues, onClose, onSubmit, upload }: Omit<BusinessFormDialogProps, 'open'>) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <BusinessForm
      variant="admin"
      defaultValues={initialValues}
      onSubmit={async (values) => {
        setFormError(null);
        await onSubmit(values);
      }}
      onSubmitError={(error) => setFormError(adminErrorMessage(error))}
      notice={
        formError !== null && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )
      }
      renderImage={({ value, onChange, onBusyChange, error }) => (
        <ImagePicker value={value} onChange={onChange} upload={upload} onUploadingChange={onBusyChange} error={error} />
      )}
      renderActions={({ submitting, uploading }) => (
        <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Abbrechen
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={submitting || uploading}>
            {submitting ? 'Wird gespeichert...' : mode === 'create' ? 'Unternehmen anlegen' : 'Änderungen speichern'}
          </button>
        </div>
      )}
    />
  );
}
