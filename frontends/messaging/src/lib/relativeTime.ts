/** The inbox's compact units: seconds, minutes, hours, days, years (spec: s, m, h, d, y). */
export type TimeUnit = 's' | 'm' | 'h' | 'd' | 'y';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/**
 * How long ago `then` was, as the inbox shows it: under 60 s in seconds, then minutes, hours, days
 * (under a year) and years, each rounded down. A time in the future (clocks disagree) is 0 s.
 */
export function relativeTime(
  then: Date | string | number,
  now: Date | number = Date.now(),
): {
  count: number;
  unit: TimeUnit;
} {
  const at = new Date(then).getTime();
  const seconds = Number.isNaN(at) ? 0 : Math.max(0, Math.floor((new Date(now).getTime() - at) / 1000));
  if (seconds < MINUTE) return { count: seconds, unit: 's' };
  if (seconds < HOUR) return { count: Math.floor(seconds / MINUTE), unit: 'm' };
  if (seconds < DAY) return { count: Math.floor(seconds / HOUR), unit: 'h' };
  if (seconds < YEAR) return { count: Math.floor(seconds / DAY), unit: 'd' };
  return { count: Math.floor(seconds / YEAR), unit: 'y' };
}

/** "45s", "3m", "2h", "12d", "1y". */
export function shortRelativeTime(then: Date | string | number, now: Date | number = Date.now()): string {
  const { count, unit } = relativeTime(then, now);
  return `${count}${unit}`;
}
