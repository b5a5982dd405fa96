import { useCallback, useEffect, useState } from 'react';
import { BusinessCard } from '@/components/business-card/business-card';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { removeFavourites, useFavourites } from '@/lib/favourites';
import { formatCount, pluralize } from '@/lib/german-format';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSavedBusiness } from './api/saved-businesses';

/** '1 gespeicherter Eintrag ist nicht mehr verfügbar und wurde entfernt.' */
export function vanishedNote(count: number): string {
  return count === 1
    ? '1 gespeicherter Eintrag ist nicht mehr verfügbar und wurde entfernt.'
    : `${formatCount(count)} gespeicherte Einträge sind nicht mehr verfügbar und wurden entfernt.`;
}

function RemoveButton({ id, name }: { id: string; name?: string }) {
  return (
    <button
      type="button"
      onClick={() => void removeFavourites([id])}
      aria-label={name === undefined ? 'Eintrag aus der Merkliste entfernen' : `${name} aus der Merkliste entfernen`}
      className={`${buttonClass('secondary', 'sm')} self-start`}
    >
      <Icon path={ICONS.close} className="size-4" />
      Entfernen
    </button>
  );
}

/** One saved business as a card with 'Entfernen'; one the API no longer has reports itself and shows nothing. */
function SavedEntry({ id, onGone }: { id: string; onGone: (id: string) => void }) {
  const entry = useSavedBusiness(id);
  const gone = entry.state === 'gone';
  useEffect(() => {
    if (gone) onGone(id);
  }, [gone, id, onGone]);

  if (gone) return null;
  if (entry.state === 'loaded') {
    return (
      <li className="flex flex-col gap-2">
        <div className="flex-1">
          <BusinessCard business={entry.business} />
        </div>
        <RemoveButton id={id} name={entry.business.name} />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2">
      <div className="flex min-h-40 flex-1 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-5 text-center text-sm text-slate-600">
        {entry.state === 'failed' ? (
          <p role="alert">Dieser Eintrag konnte gerade nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
        ) : (
          <p>Wird geladen...</p>
        )}
      </div>
      {entry.state === 'failed' && <RemoveButton id={id} />}
    </li>
  );
}

function EmptyList() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">Ihre Merkliste ist leer</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">
        Mit „Speichern“ auf der Seite eines Unternehmens merken Sie es hier vor – gespeichert nur in diesem Browser.
      </p>
      <LinkButton to={paths.search()} className="mt-6">
        <Icon path={ICONS.search} className="size-4" />
        Unternehmen suchen
      </LinkButton>
    </div>
  );
}

/**
 * The businesses saved with 'Speichern'. The list lives in this browser, so the server renders the shell only;
 * an entry the API no longer has (404) leaves the list and the storage, with a note.
 */
export default function FavouritesPage() {
  useDocumentMeta({
    title: 'Merkliste',
    description: 'Ihre gespeicherten Unternehmen im Branchenbuch, in diesem Browser gemerkt.',
    noIndex: true,
  });
  const ids = useFavourites();
  // How many entries turned out gone (404) and were removed: the note outlives their place in the list.
  const [vanished, setVanished] = useState(0);
  const onGone = useCallback((id: string) => {
    if (removeFavourites([id]) > 0) setVanished((count) => count + 1);
  }, []);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Merkliste</h1>
      <p className="mt-3 text-lg text-slate-600">
        {ids === undefined || ids.length === 0
          ? 'Ihre gespeicherten Unternehmen, gemerkt in diesem Browser.'
          : `${formatCount(ids.length)} ${pluralize(ids.length, 'gespeichertes Unternehmen', 'gespeicherte Unternehmen')}, gemerkt in diesem Browser.`}
      </p>
      {vanished > 0 && (
        <p role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {vanishedNote(vanished)}
        </p>
      )}
      <div className="mt-8">
        {ids === undefined ? (
          <p role="status" className="py-16 text-center text-slate-600">
            Wird geladen...
          </p>
        ) : ids.length === 0 ? (
          <EmptyList />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ids.map((id) => (
              <SavedEntry key={id} id={id} onGone={onGone} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
