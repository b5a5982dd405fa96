import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab; screen readers hear that it opens one. */
export function ExternalLink({
  href,
  className,
  note = 'öffnet in neuem Tab',
  children,
}: {
  href: string;
  className?: string;
  /** What screen readers hear after the link text, in brackets. */
  note?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({note})</span>
    </a>
  );
}
