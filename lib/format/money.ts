/** Money is integer fen everywhere (CONTRACT.md); pages show it as ¥1,299.00. */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new TypeError(`money must be integer fen, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}¥${grouped.format(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
