import { MAX_STARS, roundToWholeStars } from '@/lib/rating';
import { formatAverageRating } from '@/lib/german-format';
import { Icon } from './icon';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

export function StarIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <Icon
      path="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
      className={`${className ?? ''} ${filled ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300'}`}
      viewBox="0 0 20 20"
      strokeWidth="0.75"
    />
  );
}

/** Five stars for a rating, rounded to the nearest whole star; read out as '4,3 von 5 Sternen'. */
export function StarRating({ value, size = 'md' }: { value: number; size?: keyof typeof SIZES }) {
  const filled = roundToWholeStars(value);
  return (
    <span role="img" aria-label={`${formatAverageRating(value)} von ${MAX_STARS} Sternen`} className="inline-flex">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon key={index} filled={index < filled} className={SIZES[size]} />
      ))}
    </span>
  );
}
