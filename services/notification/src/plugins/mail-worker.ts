import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../db/tables.js';
import { type IdentityClient, MailNoLongerWanted } from '../identity-mails/identity-client.js';
import { lookUpMailFacts } from '../identity-mails/mail-facts.js';
import { MAIL_QUEUE_NAME, type MailJobData } from '../mail/mail-job.js';
import { isMailKind, type MailKind, type MailProps, renderMail } from '../mail/mail-kinds.js';
import { mailAlreadySent, recordMailOutcome } from '../mail/mail-log.js';
import { createMailTransport } from '../mail/mail-transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: Worker<MailJobData, void, MailKind>;
  }
}

export interface MailWorkerOptions {
  redisUrl: string;
  prefix: string;
  smtpUrl: string;
  from: string;
  concurrency: number;
  /** Where codes, reset tokens and addresses are read at send time. */
  identity: IdentityClient;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
}

/**
 * Takes `mail` jobs, writes each from its template and sends it over SMTP. A failed send throws,
 * and BullMQ retries it with the queue's exponential back-off; after the last attempt the job
 * stays failed (kept a week) and the mail_log row keeps the error.
 */
export const mailWorkerPlugin = fp(
  async (app: FastifyInstance, options: MailWorkerOptions) => {
    const db = app.db as Kysely<NotificationDatabase>;
    const transport = createMailTransport(options.smtpUrl);
    const log = app.log.child({ component: 'mail-worker' });
    const origin = options.publicUrl.replace(/\/+$/, '');

    /** The job's recipient and props, completed from identity when the job names a lookup. */
    async function complete(job: Job<MailJobData, void, MailKind>) {
      if (!job.data.lookup) return { to: job.data.to, props: job.data.props };
      const facts = await lookUpMailFacts(options.identity, job.data.lookup, origin);
      return { to: facts.to, props: { ...job.data.props, ...facts.props } };
    }

    async function sendMail(job: Job<MailJobData, void, MailKind>) {
      if (!isMailKind(job.name)) throw new UnrecoverableError(`Unknown mail kind "${job.name}"`);
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
        log.info(
          { jobId: job.id, kind: job.name, requestId: job.data.requestId, reason: error.message },
          'mail dropped',
        );
        await recordMailOutcome(db, job, { dropped: error.message }).catch(() => undefined);
        return;
      }
      if (!completed.to) throw new UnrecoverableError(`Mail job ${job.id} names no recipient`);
      const mail = renderMail(job.name, completed.props as MailProps[MailKind]);
      const info = await transport.sendMail({
        from: options.from,
        to: completed.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'X-Art-Mail-Job': job.id ?? '' },
      });
      log.info(
        { jobId: job.id, kind: job.name, requestId: job.data.requestId, messageId: info.messageId },
        'mail sent',
      );
      // The mail is out: a database hiccup here must not fail the job, or the retry would send it twice.
      await recordMailOutcome(db, job, { sentAt: new Date(), to: completed.to }).catch((error) =>
        log.warn({ err: error, jobId: job.id }, 'mail sent but mail_log not updated'),
      );
    }

    const worker = new Worker<MailJobData, void, MailKind>(MAIL_QUEUE_NAME, sendMail, {
      prefix: options.prefix,
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      concurrency: options.concurrency,
    });
    worker.on('failed', (job, error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      const final = job.attemptsMade >= attempts || error instanceof UnrecoverableError;
      const details = {
        err: error,
        jobId: job.id,
        kind: job.name,
        attemptsMade: job.attemptsMade,
        requestId: job.data.requestId,
      };
      if (final) log.error(details, 'mail could not be sent; giving up');
      else log.warn(details, 'mail send failed; will retry');
      void recordMailOutcome(db, job, { error: error.message }).catch(() => undefined);
    });
    worker.on('error', (error) => log.error({ err: error }, 'mail worker error'));
    await worker.waitUntilReady();

    app.decorate('mailWorker', worker);
    app.addHook('onClose', async () => {
      // Lets the sends in progress finish; the rest wait in Redis for the next start.
      await worker.close();
      transport.close();
    });
  },
  { name: 'mail-worker', dependencies: ['database'] },
);
