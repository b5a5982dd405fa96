import { useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

/** What a dashboard row shows of an entry. */
export interface BusinessListItem {
  id: string;
  name: string;
  category: string;
  street: string;
  postalCode: string;
  city: string;
  verified: boolean;
  isFormCustomer: boolean;
  imageUrl?: string | null;
  status?: 'pending' | 'published' | 'rejected';
  rejectionReason?: string | null;
  /** Ids of older entries that are likely the same business. */
  possibleDuplicateOf?: string[];
}

/** Links to the older entries an entry likely duplicates, named when they are on the same page. */
function DuplicateLinks({ originals, items }: { originals: string[]; items: BusinessListItem[] }) {
  return (
    <p className="mt-1 text-sm text-amber-900">
      Wahrscheinlich schon eingetragen als{' '}
      {originals.map((id, index) => (
        <span key={id}>
          {index > 0 && ', '}
          <a
            href={paths.business(id)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-2 hover:text-amber-700"
          >
            {items.find((item) => item.id === id)?.name ?? `älterer Eintrag ${index + 1}`}
          </a>
        </span>
      ))}
    </p>
  );
}

function Thumbnail({ name, imageUrl }: { name: string; imageUrl?: string | null }) {
  const [broken, setBroken] = useState(false);
  if (imageUrl !== undefined && imageUrl !== null && imageUrl !== '' && !broken) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-14 shrink-0 rounded-md border border-slate-200 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-md bg-blue-100 text-xl font-bold text-blue-800"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

export function Badge({ tone, children }: { tone: 'green' | 'amber' | 'blue' | 'red'; children: string }) {
  const tones = {
    green: 'bg-emerald-100 text-emerald-900',
    amber: 'bg-amber-100 text-amber-900',
    blue: 'bg-blue-100 text-blue-900',
    red: 'bg-red-100 text-red-900',
  } as const;
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** Opens the entry's public page in a new tab. */
export function ViewButton({ item }: { item: Pick<BusinessListItem, 'id' | 'name'> }) {
  return (
    <a
      href={paths.business(item.id)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary')}
      aria-label={`${item.name} ansehen (öffnet in neuem Tab)`}
    >
      Ansehen
    </a>
  );
}

/** A row's picture, name with `badges`, category and address, then `children` (further lines). */
export function BusinessSummary({
  item,
  badges,
  children,
}: {
  item: Pick<BusinessListItem, 'name' | 'imageUrl' | 'category' | 'street' | 'postalCode' | 'city'>;
  badges: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <Thumbnail name={item.name} imageUrl={item.imageUrl} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="break-words font-semibold text-slate-900">{item.name}</h3>
          {badges}
        </div>
        <p className="mt-0.5 text-sm text-slate-700">{item.category}</p>
        <p className="text-sm text-slate-600">
          {item.street}, {item.postalCode} {item.city}
        </p>
        {children}
      </div>
    </div>
  );
}

/** Verified or not, form customer, review state and a possible duplicate. */
function StatusBadges({ item }: { item: BusinessListItem }) {
  return (
    <>
      {item.verified ? <Badge tone="green">Verifiziert</Badge> : <Badge tone="amber">Unverifiziert</Badge>}
      {item.isFormCustomer && <Badge tone="blue">Formular-Kunde</Badge>}
      {item.status === 'pending' && <Badge tone="amber">Wird geprüft</Badge>}
      {item.status === 'rejected' && <Badge tone="red">Abgelehnt</Badge>}
      {(item.possibleDuplicateOf?.length ?? 0) > 0 && <Badge tone="amber">Mögliche Dublette</Badge>}
    </>
  );
}

/** The dashboard's entries: view (new tab), edit, verify in one click, delete. */
export function BusinessList({
  items,
  busyId,
  onEdit,
  onSpecialHours,
  onDelete,
  onVerify,
}: {
  items: BusinessListItem[];
  busyId: string | null;
  onEdit: (item: BusinessListItem) => void;
  /** Opens the entry's special hours (closed days, other hours); absent where the list offers none. */
  onSpecialHours?: (item: BusinessListItem) => void;
  onDelete: (item: BusinessListItem) => void;
  onVerify: (item: BusinessListItem) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <BusinessSummary item={item} badges={<StatusBadges item={item} />}>
            {item.status === 'rejected' && item.rejectionReason !== undefined && item.rejectionReason !== null && (
              <p className="mt-1 text-sm text-red-800">Grund der Ablehnung: {item.rejectionReason}</p>
            )}
            {item.possibleDuplicateOf !== undefined && item.possibleDuplicateOf.length > 0 && (
              <DuplicateLinks originals={item.possibleDuplicateOf} items={items} />
            )}
          </BusinessSummary>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
            <ViewButton item={item} />
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => onEdit(item)}
              aria-label={`${item.name} bearbeiten`}
            >
              Bearbeiten
            </button>
            {onSpecialHours !== undefined && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => onSpecialHours(item)}
                aria-label={`${item.name}: besondere Öffnungszeiten`}
              >
                Zeiten
              </button>
            )}
            {!item.verified && (
              <button
                type="button"
                className={buttonClass('success')}
                onClick={() => onVerify(item)}
                disabled={busyId === item.id}
                aria-label={`${item.name} verifizieren`}
              >
                Verifizieren
              </button>
            )}
            <button
              type="button"
              className={buttonClass('dangerOutline')}
              onClick={() => onDelete(item)}
              aria-label={`${item.name} löschen`}
            >
              Löschen
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
