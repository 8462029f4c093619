/** Today's calendar date in Asia/Shanghai, whatever the browser's zone: ages turn over at Shanghai midnight, as the product server counts them. */
export function shanghaiToday(now: Date = new Date()): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return { year, month, day };
}
