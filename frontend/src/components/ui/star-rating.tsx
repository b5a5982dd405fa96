import { MAX_STARS, roundToWholeStars } from '@/lib/rating';
import { formatAverageRating } from '@/lib/german-format';
import { Icon } from './icon';

/** The row of five stars: each star 16, 20 or 24 px square. */
const ROW_SIZES = { sm: 'h-4 w-20', md: 'h-5 w-25', lg: 'h-6 w-30' } as const;
/** A star's outline from its top point, in relative moves only: the same outline drawn anywhere in the row. */
const STAR_OUTLINE = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9 2.6-5.3z';
const STAR_PATH = `M10 1.5${STAR_OUTLINE}`;
/** A star's fill and outline, filled or empty (stroke-* outranks the icon's stroke="currentColor"). */
const starColours = (filled: boolean) =>
  filled ? 'fill-amber-400 stroke-amber-500' : 'fill-slate-200 stroke-slate-300';

export function StarIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <Icon
      path={STAR_PATH}
      className={`${className ?? ''} ${starColours(filled)}`}
      viewBox="0 0 20 20"
      strokeWidth="0.75"
    />
  );
}

/** The stars from `from` up to before `to` of the row, as one path (each star 20 units on). */
function starsPath(from: number, to: number): string {
  return Array.from({ length: to - from }, (_, index) => `M${(from + index) * 20 + 10} 1.5${STAR_OUTLINE}`).join('');
}

/**
 * Five stars for a rating, rounded to the nearest whole star; read out as '4,3 von 5 Sternen'. One SVG with
 * the filled and the empty stars as one path each: a search page shows 24 of these in its HTML.
 */
export function StarRating({ value, size = 'md' }: { value: number; size?: keyof typeof ROW_SIZES }) {
  const filled = roundToWholeStars(value);
  return (
    <span role="img" aria-label={`${formatAverageRating(value)} von ${MAX_STARS} Sternen`} className="inline-flex">
      <svg aria-hidden="true" viewBox={`0 0 ${MAX_STARS * 20} 20`} strokeWidth="0.75" className={ROW_SIZES[size]}>
        {filled > 0 && <path d={starsPath(0, filled)} className={starColours(true)} />}
        {filled < MAX_STARS && <path d={starsPath(filled, MAX_STARS)} className={starColours(false)} />}
      </svg>
    </span>
  );
}
