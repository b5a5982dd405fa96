/** The specification's rating display: five stars, the average rounded to the nearest whole star. */
export const MAX_STARS = 5;

/** 4.5 → 5, 4.49 → 4, outside 0–5 clamped, not a number → 0. */
export function roundToWholeStars(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(average)));
}
