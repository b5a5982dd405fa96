import type { ReactNode } from 'react';

/** A white card with an h2 that names it (the detail page's sidebar boxes, the entry form's sections). */
export function Panel({
  titleId,
  title,
  className = 'p-5',
  children,
}: {
  titleId: string;
  title: string;
  /** The padding; 'p-5' unless given. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
