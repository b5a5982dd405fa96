// Small helpers the bench's reports share.

/** The median: the middle value, or the mean of the two middle ones. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A target's mark in a report's table. */
export const mark = (ok) => (ok ? '✔' : '✘');
