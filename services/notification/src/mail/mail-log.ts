import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../db/tables.js';
import type { MailJobData } from './mail-job.js';
import type { MailKind } from './mail-kinds.js';

interface LoggedJob {
  id?: string;
  name: MailKind;
  data: MailJobData;
}

/**
 * The worker may finish before the handler's transaction commits its mail_log row, so the outcome
 * is written as an upsert: whichever comes second completes the row. A sent mail fills in the
 * recipient the worker looked up; a dropped one (its code was used or expired) keeps why.
 */
export async function recordMailOutcome(
  db: Kysely<NotificationDatabase>,
  job: LoggedJob,
  outcome: { sentAt: Date; to: string } | { error: string } | { dropped: string },
): Promise<void> {
  if (!job.id) return;
  const changes =
    'sentAt' in outcome
      ? { sent_at: outcome.sentAt, last_error: null, recipient: outcome.to }
      : { last_error: ('error' in outcome ? outcome.error : `dropped: ${outcome.dropped}`).slice(0, 1000) };
  await db
    .insertInto('mail_log')
    .values({
      job_id: job.id,
      event_id: job.data.eventId,
      kind: job.name,
      recipient: job.data.to ?? null,
      sent_at: null,
      ...changes,
    })
    .onConflict((oc) => oc.column('job_id').doUpdateSet(changes))
    .execute();
}

/**
 * True when mail_log says this job's mail went out. BullMQ marks a job completed in Redis after
 * the worker returns; a Redis restart or a crash between the SMTP answer and that mark runs the
 * job again (found by tests/faults), and the recorded send keeps it from mailing twice.
 */
export async function mailAlreadySent(db: Kysely<NotificationDatabase>, jobId: string | undefined): Promise<boolean> {
  if (!jobId) return false;
  const row = await db.selectFrom('mail_log').select('sent_at').where('job_id', '=', jobId).executeTakeFirst();
  return Boolean(row?.sent_at);
}
