import dayjs from 'dayjs';

/** Dates are shown as YYYY-MM-DD HH:mm:ss (docs/product-rules.md#time). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format(DATE_TIME_FORMAT);
}
