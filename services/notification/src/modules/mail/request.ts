import type { Transaction } from 'kysely';
import { isUuid } from '../../db/member-ids.js';
import type { NotificationDatabase } from '../../db/tables.js';
import { type MailJobData, type MailLookup, type MailQueue, mailJobId } from './job.js';
import { isOptionalMailKind, type MailKind, type MailProps } from './kinds.js';
import { logMailRequest, mailTurnedOff } from './queries.js';

/** What mail_log keeps of a mail its recipient turned off: no job is queued for it. */
export const TURNED_OFF = 'skipped: turned off by the recipient';

export interface MailRequest<K extends MailKind> {
  kind: K;
  /** Unknown until send time for mails whose event carries only ids (the lookup finds it). */
  to?: string;
  eventId: string;
  /** Tells apart several mails of one kind for one event (the artist's id for a new order). */
  key?: string;
  requestId?: string;
  /**
   * The member it goes to: their preferences decide whether an optional kind is sent at all, and
   * their language (asked from identity at send time when there is no lookup) the mail's words.
   */
  userId?: string;
  props: Partial<MailProps[K]>;
  lookup?: MailLookup;
}

/** True when `userId` turned `kind` off (only optional kinds can be). */
export async function turnedOff(
  trx: Transaction<NotificationDatabase>,
  userId: string | undefined,
  kind: MailKind,
): Promise<boolean> {
  if (!userId || !isUuid(userId) || !isOptionalMailKind(kind)) return false;
  return mailTurnedOff(trx, userId, kind);
}

/**
 * Records the mail in mail_log inside the event's transaction and queues it. The job is added
 * before the commit; if the commit then fails the event is redelivered and the add is a no-op
 * (same jobId), so the mail still goes out exactly once. A kind the recipient turned off is only
 * logged (`last_error` TURNED_OFF) and never queued.
 */
export async function requestMail<K extends MailKind>(
  trx: Transaction<NotificationDatabase>,
  queue: MailQueue,
  request: MailRequest<K>,
): Promise<string> {
  const jobId = mailJobId(request.kind, request.eventId, request.key);
  const logged = { jobId, eventId: request.eventId, kind: request.kind, to: request.to ?? null };
  if (await turnedOff(trx, request.userId, request.kind)) {
    await logMailRequest(trx, { ...logged, lastError: TURNED_OFF });
    return jobId;
  }
  await logMailRequest(trx, { ...logged, lastError: null });
  // A lookup reads the language with the rest; otherwise the member's id is all the worker needs.
  const languageOf = !request.lookup && request.userId && isUuid(request.userId) ? request.userId : undefined;
  const data: MailJobData<K> = {
    ...(request.to ? { to: request.to } : {}),
    eventId: request.eventId,
    ...(request.requestId ? { requestId: request.requestId } : {}),
    props: request.props,
    ...(request.lookup ? { lookup: request.lookup } : {}),
    ...(languageOf ? { recipientId: languageOf } : {}),
  };
  await queue.add(request.kind, data as MailJobData, { jobId });
  return jobId;
}
