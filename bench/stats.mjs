// The bench's arithmetic, shared by its parts.
import os from 'node:os';

/** Two decimals: what the results table shows. */
export const round = (value) => Math.round(value * 100) / 100;

/** Nearest-rank percentile `p` (0–100) of `values`, rounded to two decimals; null for none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
}

/** The machine a figure was measured on, as every results section names it. */
export const machineDescription = () => `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
