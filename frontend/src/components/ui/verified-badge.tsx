import { Icon } from './icon';

/** The 'Verifiziert' badge of verified businesses ('Inhaber verifiziert' for an owner's listing). */
export function VerifiedBadge({ className = '', label = 'Verifiziert' }: { className?: string; label?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ${className}`}
    >
      <Icon
        path="M10 1.7l2.3 1.6 2.8.1.9 2.6 2.2 1.8-.8 2.7.8 2.6-2.2 1.8-.9 2.6-2.8.1L10 19.2l-2.3-1.6-2.8-.1-.9-2.6-2.2-1.8.8-2.6L1.8 8l2.2-1.8.9-2.6 2.8-.1L10 1.7zm-1.2 11.1 5-5-1.1-1.1-3.9 3.9-1.8-1.8-1.1 1.1 2.9 2.9z"
        className="size-3.5"
        viewBox="0 0 20 20"
        fill="currentColor"
        stroke="none"
      />
      {label}
    </span>
  );
}
