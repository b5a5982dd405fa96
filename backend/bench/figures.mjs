// Small helpers the bench's reports share.

/** The median: the middle value, or the mean of the two middle ones. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A target's mark in a report's table. */
export const mark = (ok) => (ok ? '✔' : '✘');

/** Milliseconds with two decimals below 1, one below 10 and none above; '–' without a value. */
export const ms = (value) => {
  if (value === null || value === undefined) return '–';
  return value.toFixed(value < 1 ? 2 : value < 10 ? 1 : 0);
};

/** A Markdown table: the header row, its rule and one row per array of cells. */
export const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
