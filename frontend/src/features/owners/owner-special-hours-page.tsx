import { Link, useParams } from 'react-router-dom';
import { SpecialHoursForm } from '@/components/special-hours-form/special-hours-form';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOwnerSpecialHours, useSaveSpecialHours } from './api/owner-queries';
import { OwnerLayout, OwnerLoading } from './components/owner-layout';
import { useOwnerGate } from './components/use-owner-gate';

/** /inhaber/eintraege/{id}/zeiten: closed for the holidays ("Betriebsurlaub") or other hours on some days. */
export default function OwnerSpecialHoursPage() {
  const { id = '' } = useParams();
  useDocumentMeta({ title: 'Besondere Öffnungszeiten', noIndex: true });
  const owner = useOwnerGate();
  const hours = useOwnerSpecialHours(id, owner.isSuccess);
  const save = useSaveSpecialHours(id);
  return (
    <OwnerLayout title="Besondere Öffnungszeiten">
      <p className="mb-4 text-sm text-slate-700">
        Zeiträume, in denen Ihr Betrieb geschlossen ist oder andere Zeiten hat als sonst. Sie gelten sofort auf der{' '}
        <Link to={paths.business(id)} className="font-semibold text-blue-700 underline underline-offset-2">
          Seite Ihres Eintrags
        </Link>{' '}
        und in der Suche „Jetzt geöffnet“. An gesetzlichen Feiertagen Ihres Bundeslands gilt Ihr Eintrag als geschlossen
        – wenn Sie geöffnet haben, tragen Sie den Tag hier mit Ihren Zeiten ein.
      </p>
      {hours.isError ? (
        <LoadError title="Die Öffnungszeiten konnten nicht geladen werden" error={hours.error} />
      ) : !hours.isSuccess ? (
        <OwnerLoading />
      ) : (
        <SpecialHoursForm initial={hours.data.entries} onSave={save.mutateAsync} saving={save.isPending} />
      )}
    </OwnerLayout>
  );
}
