import type { ReactNode } from 'react';

function Icon({ children, className = 'size-6' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const CheckIcon = () => (
  <Icon className="mt-0.5 size-5 shrink-0 text-emerald-600">
    <path d="m5 12 5 5 9-10" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon className="size-5">
    <path d="M12 3 5 6v6c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon className="size-5 shrink-0 transition-transform group-open:rotate-180">
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
