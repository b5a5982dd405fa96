import type { ReactNode } from 'react';

/** The entry pages' heading, aligned with their narrow form column. */
export function EntryPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children !== undefined && <p className="mt-3 text-lg text-slate-600">{children}</p>}
    </header>
  );
}
