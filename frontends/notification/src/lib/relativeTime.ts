/** A unit Intl.RelativeTimeFormat names. */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'year';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/**
 * How long ago `then` was, in the largest whole unit: seconds under a minute, then minutes, hours,
 * days (under a year) and years, as a negative value for Intl.RelativeTimeFormat. The future is now.
 */
export function relativeParts(
  then: Date | string | number,
  now: Date | number = Date.now(),
): {
  value: number;
  unit: RelativeUnit;
} {
  const at = new Date(then).getTime();
  const seconds = Number.isNaN(at) ? 0 : Math.max(0, Math.floor((new Date(now).getTime() - at) / 1000));
  const ago = (count: number, unit: RelativeUnit) => ({ value: count === 0 ? 0 : -count, unit });
  if (seconds < MINUTE) return ago(seconds, 'second');
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < YEAR) return ago(Math.floor(seconds / DAY), 'day');
  return ago(Math.floor(seconds / YEAR), 'year');
}

/** "5 minutes ago", "yesterday", "३ घण्टा अघि", "2天前"… in the reader's language. */
export function formatRelative(then: Date | string | number, locale: string, now: Date | number = Date.now()): string {
  const { value, unit } = relativeParts(then, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
