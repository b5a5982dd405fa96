import { toast } from '@/components/ui/toast-store';
import { toggleFavourite, useIsFavourite } from '@/lib/favourites';
import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';
import { buttonClass } from '@/components/ui/button';

async function sharePage(name: string): Promise<void> {
  const url = window.location.href;
  const title = `${name} im Branchenbuch`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: title, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: 'Link kopiert',
      description: 'Der Link zu diesem Eintrag ist in der Zwischenablage.',
      variant: 'success',
    });
  } catch {
    toast({ title: 'Link konnte nicht kopiert werden', description: url, variant: 'destructive' });
  }
}

/** Speichern (favourites in this browser), Teilen (share sheet or copied link) and Rezension schreiben. */
export function BusinessActions({
  businessId,
  name,
  onWriteReview,
}: {
  businessId: string;
  name: string;
  onWriteReview: () => void;
}) {
  const saved = useIsFavourite(businessId);

  const onSave = () => {
    const nowSaved = toggleFavourite(businessId);
    toast({
      title: nowSaved ? 'Gespeichert' : 'Aus der Merkliste entfernt',
      description: nowSaved
        ? `${name} ist in Ihrer Merkliste in diesem Browser gespeichert.`
        : `${name} wurde aus Ihrer Merkliste entfernt.`,
      variant: nowSaved ? 'success' : 'default',
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onSave} className={buttonClass(saved ? 'favourite' : 'secondary', 'md')}>
        <Icon path={ICONS.heart} className={`size-4 ${saved ? 'fill-rose-600 text-rose-600' : 'fill-none'}`} />
        {saved ? 'Gespeichert' : 'Speichern'}
      </button>
      <button type="button" onClick={() => void sharePage(name)} className={buttonClass('secondary', 'md')}>
        <Icon path="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" className="size-4" />
        Teilen
      </button>
      <button type="button" onClick={onWriteReview} className={buttonClass('primary', 'md')}>
        <Icon path="M12 20h9M16.5 3.5a2.1 2.1 0 1 1 3 3L7 19l-4 1 1-4 12.5-12.5z" className="size-4" />
        Rezension schreiben
      </button>
    </div>
  );
}
