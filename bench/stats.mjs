// The bench's arithmetic, shared by its parts.

/** Two decimals: what the results table shows. */
export const round = (value) => Math.round(value * 100) / 100;

/** Nearest-rank percentile `p` (0–100) of `values`, rounded to two decimals; null for none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
}
