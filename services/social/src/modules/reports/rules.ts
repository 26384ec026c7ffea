import { REPORT_OTHER_ID } from '@art/contracts';
import { badRequest } from '@art/kit';

export type ReportTarget = 'post' | 'product' | 'user' | 'comment';

/** Other's reason has no limit of its own; this only keeps one report from filling the disk. */
export const REPORT_CONTENT_MAX = 10_000;

/** Other keeps the reporter's words; the fixed options need none, so none is stored. */
export function reportContent(category: string, content: string | undefined): string {
  if (category !== REPORT_OTHER_ID) return '';
  const text = (content ?? '').trim();
  if (text.length > REPORT_CONTENT_MAX) throw badRequest(`The reason must be at most ${REPORT_CONTENT_MAX} characters`);
  return text;
}
