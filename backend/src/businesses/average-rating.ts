/** The average of `count` ratings summing to `sum`, rounded to one decimal; 0 without ratings. */
export function roundedAverage(sum: number, count: number): number {
  // Integer arithmetic first, so 4.35 does not become 4.3 through binary fractions.
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}
