import { useState } from 'react';
import type { CreateBusinessResponseDto } from '@/api/generated/model';
import { toast } from '@/components/ui/toast-store';
import { saveEntry } from '@/lib/entry-storage';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCreateEntryMutation } from './api/entries';
import { EntryConfirmation } from './components/entry-confirmation';
import { EntryForm } from './components/entry-form';
import { EntryPageHeader } from './components/entry-page-header';
import { emptyBusinessFormValues, type ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import { ENTRY_TOASTS } from './entry-texts';
import { imageUploadApi } from './api/upload-api';

export default function EntryFormPage() {
  useDocumentMeta({
    title: 'Neuen Eintrag erstellen',
    description: 'Tragen Sie Ihr Unternehmen kostenlos in das Branchenbuch ein.',
    noIndex: true,
  });
  const createEntry = useCreateEntryMutation();
  const [created, setCreated] = useState<CreateBusinessResponseDto | null>(null);
  // A new key gives a fresh form (and a fresh upload widget) for "Weiteren Eintrag erstellen".
  const [formKey, setFormKey] = useState(0);

  const create = async (values: ValidBusinessFormValues) => {
    try {
      const result = await createEntry.mutateAsync(values);
      saveEntry(result.id, { createdAt: Date.now(), editToken: result.editToken });
      setCreated(result);
      toast({ ...ENTRY_TOASTS.created, variant: 'success' });
    } catch (error) {
      toast({ ...ENTRY_TOASTS.createFailed, variant: 'destructive' });
      throw error;
    }
  };

  const createAnother = () => {
    setCreated(null);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16 pt-10 sm:px-6 lg:px-8">
      <EntryPageHeader title="Neuen Eintrag erstellen">
        Tragen Sie Ihr Unternehmen kostenlos ein. Ihr Eintrag wird von unserem Team geprüft und erscheint nach der
        Freigabe in der Suche.
      </EntryPageHeader>
      {created !== null && (
        <EntryConfirmation businessId={created.id} businessName={created.name} onCreateAnother={createAnother} />
      )}
      <EntryForm
        key={formKey}
        defaultValues={emptyBusinessFormValues()}
        submitLabel="Eintrag erstellen"
        submittingLabel="Wird erstellt..."
        locked={created !== null}
        lockedLabel="Eintrag erstellt"
        uploadApi={imageUploadApi}
        checkDuplicates
        onSubmit={create}
      />
    </div>
  );
}
