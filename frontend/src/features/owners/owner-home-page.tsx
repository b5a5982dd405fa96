import { Link } from 'react-router-dom';
import type { OwnerBusinessDto } from '@/api/generated/model';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOwnerBusinesses } from './api/owner-queries';
import { OwnerLayout, OwnerLoading } from './components/owner-layout';
import { useOwnerGate } from './components/use-owner-gate';
import { listingState, type ListingState } from './lib/listing-state';

const TONES: Record<ListingState['tone'], string> = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  review: 'bg-amber-50 text-amber-900 ring-amber-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const LINK = 'font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900';

function Listing({ business }: { business: OwnerBusinessDto }) {
  const state = listingState(business);
  const titleId = `eintrag-${business.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            <Link to={paths.business(business.id)} className="hover:underline">
              {business.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            {business.street}, {business.postalCode} {business.city}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONES[state.tone]}`}>
          {state.label}
        </span>
      </div>
      {state.tone === 'rejected' && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {state.reason === null ? 'Die Redaktion hat den Eintrag abgelehnt.' : `Grund: ${state.reason}`}
        </p>
      )}
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label={`Aktionen für ${business.name}`}>
        <li>
          <Link to={paths.ownerEdit(business.id)} className={LINK}>
            Bearbeiten
          </Link>
        </li>
        <li>
          <Link to={paths.ownerReviews(business.id)} className={LINK}>
            Bewertungen
          </Link>
        </li>
        <li>
          <Link to={paths.ownerHours(business.id)} className={LINK}>
            Besondere Öffnungszeiten
          </Link>
        </li>
        <li>
          <Link to={paths.ownerStatistics(business.id)} className={LINK}>
            Statistik
          </Link>
        </li>
      </ul>
    </li>
  );
}

/** /inhaber: the owner's listings with their state and the ways to look after them. */
export default function OwnerHomePage() {
  useDocumentMeta({ title: 'Meine Einträge', noIndex: true });
  const owner = useOwnerGate();
  const businesses = useOwnerBusinesses(owner.isSuccess);
  return (
    <OwnerLayout title="Meine Einträge">
      {businesses.isSuccess ? (
        businesses.data.length === 0 ? (
          <p className="text-slate-700">
            Sie haben noch keinen Eintrag übernommen. Öffnen Sie die Seite Ihres Unternehmens und wählen Sie „Eintrag
            übernehmen“; wartet Ihre Übernahme auf die Prüfung, erscheint der Eintrag hier, sobald sie bestätigt ist.
          </p>
        ) : (
          <ul className="space-y-4">
            {businesses.data.map((business) => (
              <Listing key={business.id} business={business} />
            ))}
          </ul>
        )
      ) : businesses.isError ? (
        <LoadError title="Ihre Einträge konnten nicht geladen werden" error={businesses.error} />
      ) : (
        <OwnerLoading />
      )}
    </OwnerLayout>
  );
}
