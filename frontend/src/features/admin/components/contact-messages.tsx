import { useState } from 'react';
import { CONTACT_MESSAGES_PAGE_SIZE, useContactMessages } from '../api/contact-messages';
import { adminListState } from './admin-list-state';
import { Pagination } from '@/components/ui/pagination';
import { formatCount, formatDateTime } from '@/lib/german-format';

/** The messages of the contact form, newest first (the server's order). */
export function ContactMessages({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page, enabled);

  const placeholder = adminListState(messages, 'Noch keine Nachrichten.');
  if (placeholder !== null || messages.data === undefined) return placeholder;
  const { items, total } = messages.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {formatCount(total)} {total === 1 ? 'Nachricht' : 'Nachrichten'}, neueste zuerst
      </p>
      <ul className="space-y-3">
        {items.map((message) => (
          <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <h3 className="break-words font-semibold text-slate-900">{message.subject}</h3>
              <time dateTime={message.createdAt} className="shrink-0 text-sm text-slate-600">
                {formatDateTime(message.createdAt)}
              </time>
            </div>
            <p className="mt-1 break-words text-sm text-slate-700">
              {message.firstName} {message.lastName} ·{' '}
              <a href={`mailto:${message.email}`} className="text-blue-700 underline hover:text-blue-900">
                {message.email}
              </a>
              {message.phone !== null && (
                <>
                  {' · '}
                  <a href={`tel:${message.phone}`} className="text-blue-700 underline hover:text-blue-900">
                    {message.phone}
                  </a>
                </>
              )}
            </p>
            <details className="group mt-2">
              <summary className="cursor-pointer text-sm font-medium text-blue-700 hover:text-blue-900">
                <span className="group-open:hidden">Nachricht anzeigen</span>
                <span className="hidden group-open:inline">Nachricht ausblenden</span>
              </summary>
              <p className="mt-2 whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                {message.message}
              </p>
            </details>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / CONTACT_MESSAGES_PAGE_SIZE)}
        onPage={setPage}
        label="Seiten der Nachrichten"
      />
    </div>
  );
}
