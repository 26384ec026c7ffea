import { REPORT_OTHER_ID } from '@art/contracts';
import { badRequest } from '@art/kit';

export type ReportTarget = 'post' | 'product' | 'user';

export const SELECT_OPTION = 'Please Select option to continue';
export const CANNOT_REPORT_YOURSELF = 'You cannot report yourself';
/** The spec leaves Other's text unbounded; this only keeps one report from filling the disk. */
export const REPORT_CONTENT_MAX = 10_000;

/** The spec's success message for each kind of report. */
export const REPORTED: Record<ReportTarget, string> = {
  post: 'Reported Successfully',
  product: 'Product reported successfully',
  user: 'Profile reported successfully',
};

/** Other keeps the reporter's words; the fixed options need none, so none is stored. */
export function reportContent(category: string, content: string | undefined): string {
  if (category !== REPORT_OTHER_ID) return '';
  const text = (content ?? '').trim();
  if (text.length > REPORT_CONTENT_MAX) throw badRequest(`The reason must be at most ${REPORT_CONTENT_MAX} characters`);
  return text;
}
