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

// One date formatter per locale and style, for the same reason: a feed titles every post's time
// with its full date, and making the formatter was the feed's largest script cost (profiled).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.DateTimeFormat for `locale` (see intlLocale) and `options`. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * "Nov 30, 2026, 2:05 PM", "२०२६ नोभेम्बर ३०, …", "2026年11月30日 14:05" in `locale` (see intlLocale):
 * a moment in full, as a title or a console shows it. '' for a time that is not one.
 */
export function formatDateTime(then: Date | string | number, locale: string): string {
  const at = new Date(then);
  return Number.isNaN(at.getTime()) ? '' : dateTimeFormat(locale, DATE_AND_TIME).format(at);
}

/** The day alone ("Nov 30, 2026"), as formatDateTime. */
export function formatDate(then: Date | string | number, locale: string): string {
  const at = new Date(then);
  return Number.isNaN(at.getTime()) ? '' : dateTimeFormat(locale, DATE_ONLY).format(at);
}

export { TimeWithFullDate } from './TimeWithFullDate.js';
