import type { ReactNode } from 'react';
import { adminErrorMessage } from '../lib/admin-messages';

/**
 * What an admin list shows before its rows: the error, 'Wird geladen...', or the empty text;
 * null when there are rows to show.
 */
export function adminListState(
  query: { isError: boolean; error: unknown; data: { items: unknown[] } | undefined },
  emptyText: string,
): ReactNode {
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
        {adminErrorMessage(query.error)}
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        Wird geladen...
      </p>
    );
  }
  if (query.data.items.length === 0) {
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{emptyText}</p>;
  }
  return null;
}
