import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';
import type { MailJobData } from './job.js';
import type { MailKind } from './kinds.js';

type Db = Kysely<NotificationDatabase>;

interface LoggedJob {
  id?: string;
  name: MailKind;
  data: MailJobData;
}

/** True when `userId` turned off the (optional) `kind` of mail. */
export async function mailTurnedOff(trx: Transaction<NotificationDatabase>, userId: string, kind: MailKind) {
  const row = await trx
    .selectFrom('mail_opt_outs')
    .select('kind')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** The mail_log row of a mail an event asked for; the event's second delivery adds none. */
export async function logMailRequest(
  trx: Transaction<NotificationDatabase>,
  request: { jobId: string; eventId: string; kind: MailKind; to: string | null; lastError: string | null },
): Promise<void> {
  await trx
    .insertInto('mail_log')
    .values({
      job_id: request.jobId,
      event_id: request.eventId,
      kind: request.kind,
      recipient: request.to,
      sent_at: null,
      last_error: request.lastError,
    })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
}

/**
 * Writes the job's outcome on its mail_log row. The row is the handler's and is committed before
 * the worker sends (see `mailRequestCommitted`), so this only updates: a job whose event was never
 * handled leaves no row behind.
 */
export async function recordMailOutcome(
  db: Db,
  job: LoggedJob,
  outcome: { sentAt: Date; to: string } | { error: string } | { dropped: string },
): Promise<void> {
  if (!job.id) return;
  const changes =
    'sentAt' in outcome
      ? { sent_at: outcome.sentAt, last_error: null, recipient: outcome.to }
      : { last_error: ('error' in outcome ? outcome.error : `dropped: ${outcome.dropped}`).slice(0, 1000) };
  await db.updateTable('mail_log').set(changes).where('job_id', '=', job.id).execute();
}

/**
 * Marks the job's mail as sent, inside the transaction its send runs in: the row stays locked and
 * the mark uncommitted until the SMTP server has taken the mail, and a failed send rolls it back.
 * False when the mail went out already (the mark was committed by an earlier run of the job).
 */
export async function markMailSent(
  trx: Transaction<NotificationDatabase>,
  jobId: string,
  to: string,
): Promise<boolean> {
  const marked = await trx
    .updateTable('mail_log')
    .set({ sent_at: new Date(), last_error: null, recipient: to })
    .where('job_id', '=', jobId)
    .where('sent_at', 'is', null)
    .returning('job_id')
    .executeTakeFirst();
  return marked !== undefined;
}

/** Thrown to undo the probe insert of `mailRequestCommitted`. */
class ProbeRolledBack extends Error {}

/**
 * True once the event handler's transaction that asked for this mail has committed its mail_log
 * row. The handler queues the job before it commits, so the worker can take the job while that
 * transaction is still open. Sending then would be wrong twice over: the transaction may roll
 * back (a crash, found by tests/faults), its redelivery logs the mail afresh, and the job runs
 * again and mails a second time. The probe insert waits on the open transaction's row lock until
 * it ends; if the insert then succeeds, the handler's row never landed, so the probe is undone and
 * the answer is false (the job is retried, by which time the redelivered event has logged it).
 */
export async function mailRequestCommitted(db: Db, job: LoggedJob): Promise<boolean> {
  if (!job.id) return true;
  const jobId = job.id;
  try {
    await db.transaction().execute(async (trx) => {
      const probe = await trx
        .insertInto('mail_log')
        .values({ job_id: jobId, event_id: job.data.eventId, kind: job.name, recipient: null, sent_at: null })
        .onConflict((oc) => oc.column('job_id').doNothing())
        .returning('job_id')
        .executeTakeFirst();
      if (probe) throw new ProbeRolledBack();
    });
    return true;
  } catch (error) {
    if (error instanceof ProbeRolledBack) return false;
    throw error;
  }
}

/**
 * True when mail_log says this job's mail went out. BullMQ marks a job completed in Redis after
 * the worker returns; a Redis restart or a crash between the SMTP answer and that mark runs the
 * job again (found by tests/faults), and the recorded send keeps it from mailing twice.
 */
export async function mailAlreadySent(db: Db, jobId: string | undefined): Promise<boolean> {
  if (!jobId) return false;
  const row = await db.selectFrom('mail_log').select('sent_at').where('job_id', '=', jobId).executeTakeFirst();
  return Boolean(row?.sent_at);
}

/** The latest mail_log rows, of one recipient when named. */
export async function latestMails(db: Db, query: { recipient?: string; limit: number }) {
  let select = db.selectFrom('mail_log').selectAll().orderBy('created_at', 'desc').limit(query.limit);
  if (query.recipient) select = select.where('recipient', '=', query.recipient);
  return select.execute();
}

export type MailLogRow = Awaited<ReturnType<typeof latestMails>>[number];

/** The kinds of mail `userId` turned off. */
export async function turnedOffKinds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_opt_outs')
    .select('kind')
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

/** Replaces the kinds of mail `userId` turned off with `kinds` (the whole list). */
export async function replaceTurnedOffKinds(db: Db, userId: string, kinds: readonly MailKind[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mail_opt_outs').where('user_id', '=', userId).execute();
    if (kinds.length > 0) {
      await trx
        .insertInto('mail_opt_outs')
        .values(kinds.map((kind) => ({ user_id: userId, kind })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

/** Turns one kind off for the member (a mail's stop link); nothing changes when it was off already. */
export async function turnOffKind(db: Db, userId: string, kind: MailKind): Promise<void> {
  await db
    .insertInto('mail_opt_outs')
    .values({ user_id: userId, kind })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
