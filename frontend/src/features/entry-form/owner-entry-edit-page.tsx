import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOwnerEntry, useUpdateOwnerEntryMutation } from './api/entries';
import { imageUploadApi } from './api/upload-api';
import { EntryForm } from './components/entry-form';
import { EntryPageHeader } from './components/entry-page-header';
import type { ValidBusinessFormValues } from '@/components/business-form/business-form-schema';
import { toBusinessFormValues } from '@/components/business-form/business-form-payload';
import { ENTRY_TOASTS } from './entry-texts';

/** What the owner's last change is waiting for, as the owner area says it. */
function ChangeState({ state, reason }: { state: 'pending' | 'rejected'; reason: string | null }) {
  return state === 'pending' ? (
    <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      Änderung wird geprüft: Unsere Redaktion prüft Ihren Eintrag; bis zur Freigabe erscheint er nicht in der Suche.
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
      Die Redaktion hat den Eintrag abgelehnt{reason === null ? '.' : `: ${reason}`} Korrigieren Sie ihn und speichern
      Sie erneut, dann wird er noch einmal geprüft.
    </p>
  );
}

/** /inhaber/eintraege/{id}: the owner edits every field of their listing, any time, with the entry form. */
export default function OwnerEntryEditPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Eintrag bearbeiten',
    description: 'Ihren Eintrag im Branchenbuch pflegen.',
    noIndex: true,
  });
  const entry = useOwnerEntry(id);
  const update = useUpdateOwnerEntryMutation(id);
  const navigate = useNavigate();
  const signedOut = entry.error instanceof ApiError && entry.error.status === 401;
  useEffect(() => {
    if (signedOut) void navigate(paths.ownerLogin, { replace: true });
  }, [signedOut, navigate]);
  const defaultValues = useMemo(
    () => (entry.data === undefined ? undefined : toBusinessFormValues(entry.data)),
    [entry.data],
  );

  const save = async (values: ValidBusinessFormValues) => {
    try {
      await update.mutateAsync(values);
      toast({ ...ENTRY_TOASTS.saved, variant: 'success' });
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast({ ...ENTRY_TOASTS.saveFailed, variant: 'destructive' });
      throw error;
    }
  };

  let content;
  if (entry.isError && !signedOut) {
    content =
      entry.error instanceof ApiError && entry.error.status === 404 ? (
        <Panel titleId="owner-edit-not-found" title="Eintrag nicht gefunden" className="p-6">
          <p className="mt-2 text-sm text-slate-700">Dieser Eintrag gehört nicht zu Ihrem Konto oder wurde entfernt.</p>
        </Panel>
      ) : (
        <LoadError title="Ihr Eintrag konnte nicht geladen werden" error={entry.error} />
      );
  } else if (entry.data === undefined || defaultValues === undefined) {
    content = (
      <p role="status" className="py-10 text-center text-slate-600">
        Wird geladen...
      </p>
    );
  } else {
    content = (
      <div className="space-y-6">
        {entry.data.ownerChange !== null && (
          <ChangeState state={entry.data.ownerChange.state} reason={entry.data.ownerChange.reason} />
        )}
        <EntryForm
          key={entry.data.ownerChange?.submittedAt ?? entry.data.id}
          defaultValues={defaultValues}
          submitLabel="Änderungen speichern"
          submittingLabel="Wird gespeichert..."
          uploadApi={imageUploadApi}
          onSubmit={save}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16 pt-10 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to={paths.ownerHome} className="font-semibold text-blue-700 underline underline-offset-2">
          ← Meine Einträge
        </Link>
      </p>
      <EntryPageHeader title={entry.data === undefined ? 'Eintrag bearbeiten' : `${entry.data.name} bearbeiten`}>
        Sie können Ihren Eintrag jederzeit ändern. Nach dem Speichern prüft unser Team ihn erneut.
      </EntryPageHeader>
      {content}
    </div>
  );
}
