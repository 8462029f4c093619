import dayjs from 'dayjs';

/** SPEC.md section 9: dates are shown as YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format(DATE_TIME_FORMAT);
}
