import { intlLocale } from '@art/ui';
import { formatDate as formatDay, formatDateTime as formatMoment } from '@art/ui/time';

/** A moment as an operator reads it in the console: date and time, in the reader's language. */
export function formatDateTime(iso: string, language: string | undefined): string {
  return formatMoment(iso, intlLocale(language)) || iso;
}

/** A day (an expiry), without the time. */
export function formatDate(iso: string, language: string | undefined): string {
  return formatDay(iso, intlLocale(language)) || iso;
}
