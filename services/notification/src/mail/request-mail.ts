import type { Transaction } from 'kysely';
import type { NotificationDatabase } from '../db/tables.js';
import { type MailJobData, type MailLookup, type MailQueue, mailJobId } from './mail-job.js';
import type { MailKind, MailProps } from './mail-kinds.js';

export interface MailRequest<K extends MailKind> {
  kind: K;
  /** Unknown until send time for mails whose event carries only ids (the lookup finds it). */
  to?: string;
  eventId: string;
  /** Tells apart several mails of one kind for one event (the artist's id for a new order). */
  key?: string;
  requestId?: string;
  props: Partial<MailProps[K]>;
  lookup?: MailLookup;
}

/**
 * Records the mail in mail_log inside the event's transaction and queues it. The job is added
 * before the commit; if the commit then fails the event is redelivered and the add is a no-op
 * (same jobId), so the mail still goes out exactly once.
 */
export async function requestMail<K extends MailKind>(
  trx: Transaction<NotificationDatabase>,
  queue: MailQueue,
  request: MailRequest<K>,
): Promise<string> {
  const jobId = mailJobId(request.kind, request.eventId, request.key);
  await trx
    .insertInto('mail_log')
    .values({
      job_id: jobId,
      event_id: request.eventId,
      kind: request.kind,
      recipient: request.to ?? null,
      sent_at: null,
      last_error: null,
    })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
  const data: MailJobData<K> = {
    ...(request.to ? { to: request.to } : {}),
    eventId: request.eventId,
    ...(request.requestId ? { requestId: request.requestId } : {}),
    props: request.props,
    ...(request.lookup ? { lookup: request.lookup } : {}),
  };
  await queue.add(request.kind, data as MailJobData, { jobId });
  return jobId;
}
