import type { ReactNode } from 'react';

export function SectionHeading({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children !== undefined && <p className="mt-3 text-base text-slate-600 sm:text-lg">{children}</p>}
    </div>
  );
}
