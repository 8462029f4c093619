/**
 * The one clock every time rule reads (SMS expiry and cooldown, sessions, throttles, captchas).
 * Production uses the system time; tests hold a ManualClock and move it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-03-02T02:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** China has one time zone and no daylight saving: Asia/Shanghai is always UTC+8. */
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, the format every time on the wire uses (docs/product-rules.md#time). */
export function formatShanghai(time: Date): string {
  return new Date(time.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Midnight of the given instant's calendar day in Shanghai: daily limits reset then. */
export function startOfShanghaiDay(time: Date): Date {
  const shifted = time.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - SHANGHAI_OFFSET_MS);
}
