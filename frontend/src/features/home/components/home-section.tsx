import type { ReactNode } from 'react';
import { KeepServerMarkup } from '@/components/ui/hydrate-later';

/** One band of the home page: full-width background, a centred column and its centred h2 with an intro. */
export function HomeSection({
  id,
  titleId,
  title,
  intro,
  className,
  narrow = false,
  keep,
  children,
}: {
  /** The band's own id, for in-page links ('#kategorien'). */
  id?: string;
  titleId: string;
  title: string;
  intro?: ReactNode;
  /** The background (and scroll margin). */
  className: string;
  /** A reading-width column (the FAQ) instead of the full page width. */
  narrow?: boolean;
  /**
   * A band of text and links only: its server markup is kept instead of hydrated, as long as `data` (what it
   * shows) stays the same (KeepServerMarkup).
   */
  keep?: { data?: unknown };
  children: ReactNode;
}) {
  const section = (
    <section id={id} aria-labelledby={titleId} className={`${className} px-4 py-16 sm:px-6 lg:px-8`}>
      <div className={`mx-auto ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro !== undefined && <p className="mt-3 text-base text-slate-600 sm:text-lg">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
  return keep === undefined ? section : <KeepServerMarkup data={keep.data}>{section}</KeepServerMarkup>;
}
