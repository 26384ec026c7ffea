/** The longest reason the console sends (the audit log keeps it whole; the member reads it). */
export const REASON_MAX = 2000;

/** The message key for a reason that cannot be sent, or null: required, not blank, not too long. */
export function reasonError(reason: string): 'common.reasonRequired' | 'common.reasonTooLong' | null {
  if (reason.trim().length === 0) return 'common.reasonRequired';
  if (reason.trim().length > REASON_MAX) return 'common.reasonTooLong';
  return null;
}
