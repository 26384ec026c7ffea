import { OPTIONAL_MAIL_KINDS } from './kinds.js';
import type { MailLogRow } from './queries.js';

/** A mail_log row as GET /internal/mail-log lists it. */
export function mailLogEntry(row: MailLogRow) {
  return {
    jobId: row.job_id,
    eventId: row.event_id,
    kind: row.kind,
    recipient: row.recipient,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    lastError: row.last_error,
  };
}

/** A member's mail preferences: the optional kinds they turned off, and every kind that can be. */
export function mailPreferences(turnedOff: readonly string[]) {
  const off = new Set<string>(turnedOff);
  return {
    status: 'success' as const,
    mailOff: OPTIONAL_MAIL_KINDS.filter((kind) => off.has(kind)),
    optional: [...OPTIONAL_MAIL_KINDS],
  };
}
