import { useState } from 'react';
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

export function Badge({ tone, children }: { tone: 'green' | 'amber' | 'blue'; children: string }) {
  const tones = {
    green: 'bg-emerald-100 text-emerald-900',
    amber: 'bg-amber-100 text-amber-900',
    blue: 'bg-blue-100 text-blue-900',
  } as const;
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** The dashboard's entries: view (new tab), edit, verify in one click, delete. */
export function BusinessList({
  items,
  busyId,
  onEdit,
  onDelete,
  onVerify,
}: {
  items: BusinessListItem[];
  busyId: string | null;
  onEdit: (item: BusinessListItem) => void;
  onDelete: (item: BusinessListItem) => void;
  onVerify: (item: BusinessListItem) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <Thumbnail name={item.name} imageUrl={item.imageUrl} />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <h3 className="break-words font-semibold text-slate-900">{item.name}</h3>
                {item.verified ? <Badge tone="green">Verifiziert</Badge> : <Badge tone="amber">Unverifiziert</Badge>}
                {item.isFormCustomer && <Badge tone="blue">Formular-Kunde</Badge>}
              </div>
              <p className="mt-0.5 text-sm text-slate-700">{item.category}</p>
              <p className="text-sm text-slate-600">
                {item.street}, {item.postalCode} {item.city}
              </p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
            <a
              href={paths.business(item.id)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary')}
              aria-label={`${item.name} ansehen (öffnet in neuem Tab)`}
            >
              Ansehen
            </a>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => onEdit(item)}
              aria-label={`${item.name} bearbeiten`}
            >
              Bearbeiten
            </button>
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
