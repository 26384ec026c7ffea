// '@art/ui/time': how long ago something happened, the one rule every area shows it by (posts,
// messages, notifications). Not in the package root, which the shell loads in every first render:
// each remote that shows a time bundles this entry.

export type TimeAgoUnit = 'second' | 'minute' | 'hour' | 'day' | 'year';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/**
 * How long ago `then` was, in the largest whole unit: seconds under a minute, then minutes, hours,
 * days (under a year) and years, each rounded down. The future (clocks disagree) and a time that is
 * not one are 0 seconds.
 */
export function timeAgo(
  then: Date | string | number,
  now: Date | number = Date.now(),
): { count: number; unit: TimeAgoUnit } {
  const at = new Date(then).getTime();
  const seconds = Number.isNaN(at) ? 0 : Math.max(0, Math.floor((new Date(now).getTime() - at) / 1000));
  if (seconds < MINUTE) return { count: seconds, unit: 'second' };
  if (seconds < HOUR) return { count: Math.floor(seconds / MINUTE), unit: 'minute' };
  if (seconds < DAY) return { count: Math.floor(seconds / HOUR), unit: 'hour' };
  if (seconds < YEAR) return { count: Math.floor(seconds / DAY), unit: 'day' };
  return { count: Math.floor(seconds / YEAR), unit: 'year' };
}

/** "5 minutes ago", "yesterday", "३ घण्टा अघि", "2天前"… in `locale` (see intlLocale). */
export function formatTimeAgo(then: Date | string | number, locale: string, now: Date | number = Date.now()): string {
  const { count, unit } = timeAgo(then, now);
  return relativeTimeFormat(locale).format(count === 0 ? 0 : -count, unit);
}

// One formatter per locale, as for numbers (../format.ts): a feed formats a time on every post.
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeTimeFormats.set(locale, format);
  }
  return format;
}
