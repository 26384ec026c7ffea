import { intlLocale } from '@art/ui';
import { dateTimeFormat } from '@art/ui/time';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * A message's time as the thread shows it: the clock alone today, with the day and month before
 * it on another day this year, and with the year too before that ("14:05", "3 Mar, 14:05",
 * "3 Mar 2025, 14:05" in en), in the reader's language and time zone. '' for a time that is not one.
 */
export function messageTime(createdAt: string, language: string, now: Date = new Date()): string {
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) return '';
  const locale = intlLocale(language);
  const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  if (sameDay(at, now)) return dateTimeFormat(locale, clock).format(at);
  const year = at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' as const };
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', ...year, ...clock }).format(at);
}

/** "Last seen" as a day and clock: the clock alone today, else as messageTime shows a day. */
export const lastSeenTime = messageTime;

/** Whether `createdAt` is today for the reader (the thread's "today" needs no date). */
export function isToday(createdAt: string, now: Date = new Date()): boolean {
  const at = new Date(createdAt);
  return !Number.isNaN(at.getTime()) && sameDay(at, now);
}
