import type { MemberLanguage } from '@art/contracts';
import { type Job, UnrecoverableError } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';
import { type IdentityClient, MailNoLongerWanted } from './identity-client.js';
import type { MailJobData } from './job.js';
import { isMailKind, type MailKind, type MailProps, renderMail } from './kinds.js';
import { lookUpMailFacts } from './mail-facts.js';
import { mailAlreadySent, mailRequestCommitted, markMailSent, recordMailOutcome } from './queries.js';
import { memberLanguage } from './recipient-language.js';
import type { MailTransport } from './transport.js';

export type MailJob = Job<MailJobData, void, MailKind>;

export interface MailSender {
  db: Kysely<NotificationDatabase>;
  transport: MailTransport;
  identity: IdentityClient;
  /** The sender's address (MAIL_FROM). */
  from: string;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * What the worker does with one `mail` job: waits for the event's transaction, skips a mail that
 * went out already, completes the job from identity when it names a lookup (or reads its member's
 * language when it names only the member), writes the mail from its template in that language and
 * sends it. A failed send throws, and BullMQ retries it.
 */
export function mailSender({ db, transport, identity, from, publicUrl, log }: MailSender) {
  const origin = publicUrl.replace(/\/+$/, '');

  /** The job's recipient, language and props, completed from identity when the job names a lookup. */
  async function complete(job: MailJob) {
    if (!job.data.lookup) return { to: job.data.to, language: await languageOf(job), props: job.data.props };
    const facts = await lookUpMailFacts(identity, job.data.lookup, origin);
    return { to: facts.to, language: facts.language, props: { ...job.data.props, ...facts.props } };
  }

  /** The language of a job without a lookup: its member's, English for a mailbox or a guest. */
  async function languageOf(job: MailJob): Promise<MemberLanguage> {
    if (!job.data.recipientId) return 'en';
    try {
      return await memberLanguage(identity, job.data.recipientId);
    } catch (error) {
      if (job.attemptsMade + 1 < (job.opts.attempts ?? 1)) throw error;
      // The event named the address, so identity is not needed to send: on the last attempt a mail
      // in English is better than none (a receipt, a welcome).
      log.warn(
        { jobId: job.id, kind: job.name, requestId: job.data.requestId, err: error },
        'language not read from identity; mail sent in English',
      );
      return 'en';
    }
  }

  return async function sendMail(job: MailJob) {
    if (!isMailKind(job.name)) throw new UnrecoverableError(`Unknown mail kind "${job.name}"`);
    if (!(await mailRequestCommitted(db, job))) {
      throw new Error(`the event that asked for mail job ${job.id} is not handled yet`);
    }
    if (await mailAlreadySent(db, job.id)) {
      log.info({ jobId: job.id, kind: job.name, requestId: job.data.requestId }, 'mail already sent; not sent again');
      return;
    }
    let completed: Awaited<ReturnType<typeof complete>>;
    try {
      completed = await complete(job);
    } catch (error) {
      if (!(error instanceof MailNoLongerWanted)) throw error;
      // The code was used or replaced, or the link expired: a mail with it would only mislead.
      log.info({ jobId: job.id, kind: job.name, requestId: job.data.requestId, reason: error.message }, 'mail dropped');
      await recordMailOutcome(db, job, { dropped: error.message }).catch(() => undefined);
      return;
    }
    if (!completed.to) throw new UnrecoverableError(`Mail job ${job.id} names no recipient`);
    const mail = renderMail(job.name, completed.props as MailProps[MailKind], completed.language);
    const to = completed.to;
    const jobId = job.id ?? '';
    // The mark and the send are one step: the mark is committed the moment the SMTP server has
    // taken the mail, on a connection held for it, so a crash can fall between the two only for
    // the length of a COMMIT (before, the mark waited for a free connection after the send, and a
    // kill in that wait mailed again on the job's re-run: found by tests/faults).
    let sent: { messageId: string } | undefined;
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await markMailSent(trx, jobId, to))) return 'already sent' as const;
        sent = await transport.sendMail({
          from,
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // One Message-ID per job: if a crash makes the job send again, the copy is the same
          // message, which mail clients show once.
          messageId: `<mail-${jobId}@${new URL(origin).hostname}>`,
          headers: { 'X-Art-Mail-Job': jobId },
        });
        return 'sent' as const;
      });
      if (outcome === 'already sent') {
        log.info({ jobId: job.id, kind: job.name, requestId: job.data.requestId }, 'mail already sent; not sent again');
        return;
      }
    } catch (error) {
      if (!sent) throw error;
      // The mail is out but its mark was lost with the transaction (the database went away at the
      // commit): failing the job would send it again, so it completes and the mark is tried once more.
      log.warn({ err: error, jobId: job.id }, 'mail sent but mail_log not updated');
      await recordMailOutcome(db, job, { sentAt: new Date(), to }).catch(() => undefined);
    }
    log.info({ jobId: job.id, kind: job.name, requestId: job.data.requestId, messageId: sent?.messageId }, 'mail sent');
  };
}
