import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab; screen readers hear that it opens one. */
export function ExternalLink({
  href,
  className,
  note = 'öffnet in neuem Tab',
  statistik,
  children,
}: {
  href: string;
  className?: string;
  /** What screen readers hear after the link text, in brackets. */
  note?: string;
  /** Which click of the owner's statistics the link is (`data-statistik`), if one. */
  statistik?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-statistik={statistik}>
      {children}
      <span className="sr-only"> ({note})</span>
    </a>
  );
}
