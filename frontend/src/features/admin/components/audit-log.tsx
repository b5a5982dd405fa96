import { useState } from 'react';
import type { AuditLogEntryDto } from '@/api/generated/model';
import { Pagination } from '@/components/ui/pagination';
import { formatCount, formatDateTime, pluralize } from '@/lib/german-format';
import { AUDIT_LOG_PAGE_SIZE, useAuditLog } from '../api/review-moderation';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../lib/audit-labels';
import { adminListState } from './admin-list-state';

/** A name for the entry's subject: the business's name or the review's author, when the snapshot has one. */
function subjectOf(entry: AuditLogEntryDto): string | undefined {
  const snapshot = entry.after ?? entry.before ?? {};
  const name = snapshot.name ?? snapshot.authorName;
  return typeof name === 'string' ? name : undefined;
}

function Snapshot({ title, value }: { title: string; value: Record<string, unknown> | null }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      <pre className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-2 text-xs text-slate-800">
        {value === null ? '–' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** 'Protokoll': every administrator action, newest first, with the state before and after. */
export function AuditLog({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, enabled);

  const placeholder = adminListState(log, 'Noch keine Einträge im Protokoll.');
  if (placeholder !== null || log.data === undefined) return placeholder;
  const { items, total } = log.data;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {formatCount(total)} {pluralize(total, 'Aktion', 'Aktionen')}, neueste zuerst
      </p>
      <ol className="space-y-3">
        {items.map((entry) => {
          const subject = subjectOf(entry);
          return (
            <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="audit-entry">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <h3 className="font-semibold text-slate-900">{AUDIT_ACTION_LABELS[entry.action]}</h3>
                <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-600">
                  {formatDateTime(entry.createdAt)}
                </time>
              </div>
              <p className="mt-1 break-words text-sm text-slate-700">
                von <span className="font-medium">{entry.adminUsername}</span> · {AUDIT_ENTITY_LABELS[entry.entityType]}
                {subject !== undefined && <> „{subject}“</>}
                {entry.entityId !== null && <span className="text-slate-500"> ({entry.entityId})</span>}
              </p>
              {(entry.before !== null || entry.after !== null) && (
                <details className="group mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-blue-700 hover:text-blue-900">
                    <span className="group-open:hidden">Vorher und nachher anzeigen</span>
                    <span className="hidden group-open:inline">Vorher und nachher ausblenden</span>
                  </summary>
                  <div className="mt-2 flex flex-col gap-3 md:flex-row">
                    <Snapshot title="Vorher" value={entry.before} />
                    <Snapshot title="Nachher" value={entry.after} />
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ol>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / AUDIT_LOG_PAGE_SIZE)}
        onPage={setPage}
        label="Seiten des Protokolls"
      />
    </div>
  );
}
