import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

function DetailMessage({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-20 text-center">{children}</div>;
}

/** The detail page while the business loads. */
export function BusinessDetailLoading() {
  return (
    <DetailMessage>
      <p role="status" className="text-slate-600">
        Wird geladen...
      </p>
    </DetailMessage>
  );
}

/** The detail page when the business does not exist (or could not be loaded), with a way back to the search. */
export function BusinessNotFound() {
  return (
    <DetailMessage>
      <h1 className="text-2xl font-bold text-slate-900">Unternehmen nicht gefunden</h1>
      <p className="mt-3 text-slate-600">Das gesuchte Unternehmen existiert nicht oder wurde entfernt.</p>
      <Link
        to={paths.search()}
        className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800"
      >
        Zur Unternehmenssuche
      </Link>
    </DetailMessage>
  );
}
