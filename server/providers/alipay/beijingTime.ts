/** Alipay reads its date-times ("yyyy-MM-dd HH:mm:ss": time_expire, gmt_payment …) as China Standard Time, UTC+8 all year. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

export function beijingTime(at: Date): string {
  return new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
