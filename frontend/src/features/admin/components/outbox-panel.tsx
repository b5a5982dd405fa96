import { useState } from 'react';
import type { MailStatus } from '@/api/generated/model';
import { Pagination } from '@/components/ui/pagination';
import { formatCount, formatDateTime } from '@/lib/german-format';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/claims-and-mail';
import { adminListState } from './admin-list-state';

const STATUS: Record<MailStatus, { label: string; className: string }> = {
  pending: { label: 'Wartet', className: 'bg-amber-50 text-amber-900' },
  sent: { label: 'Gesendet', className: 'bg-emerald-50 text-emerald-800' },
  failed: { label: 'Fehlgeschlagen', className: 'bg-red-50 text-red-800' },
};

/** "Postausgang": every message with its status, attempts and last error. */
export function OutboxPanel({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page, enabled);
  const placeholder = adminListState(outbox, 'Der Postausgang ist leer.');
  if (placeholder !== null || outbox.data === undefined) return placeholder;
  const { items, total } = outbox.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {formatCount(total)} {total === 1 ? 'Nachricht' : 'Nachrichten'}, neueste zuerst
      </p>
      <ul className="space-y-2">
        {items.map((mail) => (
          <li key={mail.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="break-words font-semibold text-slate-900">{mail.subject}</span>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[mail.status].className}`}>
                {STATUS[mail.status].label}
              </span>
            </div>
            <p className="break-words text-slate-700">
              An {mail.recipient} · <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time> ·{' '}
              {mail.attempts} {mail.attempts === 1 ? 'Versuch' : 'Versuche'}
            </p>
            {mail.lastError !== null && <p className="break-words text-red-800">Letzter Fehler: {mail.lastError}</p>}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / OUTBOX_PAGE_SIZE)}
        onPage={setPage}
        label="Seiten des Postausgangs"
      />
    </div>
  );
}
