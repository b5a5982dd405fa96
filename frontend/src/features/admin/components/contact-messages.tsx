import { useState } from 'react';
import { CONTACT_MESSAGES_PAGE_SIZE, useContactMessages } from '../api/contact-messages';
import { adminErrorMessage } from '../lib/admin-messages';
import { Pagination } from '@/components/ui/pagination';

const DATE_FORMAT = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** The messages of the contact form, newest first (the server's order). */
export function ContactMessages({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page, enabled);

  if (messages.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
        {adminErrorMessage(messages.error)}
      </p>
    );
  }
  if (messages.data === undefined) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        Wird geladen...
      </p>
    );
  }
  const { items, total } = messages.data;
  if (items.length === 0) {
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">Noch keine Nachrichten.</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {total.toLocaleString('de-DE')} {total === 1 ? 'Nachricht' : 'Nachrichten'}, neueste zuerst
      </p>
      <ul className="space-y-3">
        {items.map((message) => (
          <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <h3 className="break-words font-semibold text-slate-900">{message.subject}</h3>
              <time dateTime={message.createdAt} className="shrink-0 text-sm text-slate-600">
                {DATE_FORMAT.format(new Date(message.createdAt))}
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
