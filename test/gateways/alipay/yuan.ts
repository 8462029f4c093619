/** The gateway's own reading of an amount (yuan, at most two decimals, 0.01 to 100000000), kept apart from the shop's conversion so each checks the other. */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function parseYuan(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const fen = Number.parseInt(match[1] ?? '', 10) * 100 + Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  return fen >= 1 && fen <= 10_000_000_000 ? fen : null;
}

export function formatYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's date-times, China Standard Time (UTC+8). */
export function cstTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function parseCstTime(text: string): Date | null {
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
