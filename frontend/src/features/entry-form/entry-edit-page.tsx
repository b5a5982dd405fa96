import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { removeEntry } from '@/lib/entry-storage';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useEditWindow } from '@/lib/use-edit-window';
import { useEntryBusiness, useUpdateEntryMutation } from './api/entries';
import { EditUnavailable } from './components/edit-unavailable';
import { EntryForm } from './components/entry-form';
import { EntryPageHeader } from './components/entry-page-header';
import type { ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import { toBusinessFormValues } from '@/components/business-form/business-form-payload';
import { ENTRY_TOASTS } from './entry-texts';
import { imageUploadApi } from './api/upload-api';
import { Panel } from '@/components/ui/panel';

function Loading() {
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      Wird geladen...
    </p>
  );
}

/** /business/{id}/edit: the entry form, prefilled, saved with the edit token this browser stored. */
export default function EntryEditPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Eintrag bearbeiten',
    description: 'Ihren Eintrag im Branchenbuch bearbeiten.',
    noIndex: true,
  });
  const editWindow = useEditWindow(id);
  const canEdit = editWindow.status === 'open' && editWindow.editToken !== undefined;
  const business = useEntryBusiness(id, canEdit);
  const update = useUpdateEntryMutation(id);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const defaultValues = useMemo(
    () => (business.data === undefined ? undefined : toBusinessFormValues(business.data)),
    [business.data],
  );

  const save = async (values: ValidBusinessFormValues) => {
    if (editWindow.status !== 'open' || editWindow.editToken === undefined) return;
    try {
      await update.mutateAsync({ values, editToken: editWindow.editToken });
      toast({ ...ENTRY_TOASTS.saved, variant: 'success' });
      await navigate(paths.business(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // The token is no longer valid (expired or unknown): forget it, explain instead of retrying.
        removeEntry(id);
        setRefusal(error.serverMessage ?? '');
        return;
      }
      toast({ ...ENTRY_TOASTS.saveFailed, variant: 'destructive' });
      throw error;
    }
  };

  let content;
  if (refusal !== null) {
    content = <EditUnavailable businessId={id} reason="refused" serverMessage={refusal || undefined} />;
  } else if (editWindow.status === 'pending') {
    content = <Loading />;
  } else if (editWindow.status === 'expired') {
    content = <EditUnavailable businessId={id} reason="expired" />;
  } else if (!canEdit) {
    content = <EditUnavailable businessId={id} reason="no-token" />;
  } else if (business.isPending) {
    content = <Loading />;
  } else if (business.isError || defaultValues === undefined) {
    content = (
      <Panel titleId="edit-not-found" title="Unternehmen nicht gefunden" className="p-6">
        <p className="mt-2 text-sm text-slate-700">Das gesuchte Unternehmen existiert nicht oder wurde entfernt.</p>
      </Panel>
    );
  } else {
    content = (
      <EntryForm
        defaultValues={defaultValues}
        submitLabel="Änderungen speichern"
        submittingLabel="Wird gespeichert..."
        uploadApi={imageUploadApi}
        onSubmit={save}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16 pt-10 sm:px-6 lg:px-8">
      <EntryPageHeader title="Eintrag bearbeiten">
        {canEdit
          ? 'Nach dem Speichern prüft unser Team Ihren Eintrag erneut; bis zur Freigabe erscheint er nicht in der Suche.'
          : undefined}
      </EntryPageHeader>
      {content}
    </div>
  );
}
