import { createDb, redisOptions } from '@art/kit';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotificationDatabase } from '../../db/tables.js';
import type { IdentityClient } from './identity-client.js';
import { MAIL_QUEUE_NAME, type MailJobData, type MailQueue } from './job.js';
import type { MailKind } from './kinds.js';
import { recordMailOutcome } from './queries.js';
import { mailSender } from './sending.js';
import { createMailTransport } from './transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
    mailWorker: Worker<MailJobData, void, MailKind>;
  }
}

export interface MailQueueOptions {
  redisUrl: string;
  prefix: string;
  retryDelayMs: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The BullMQ `mail` queue the event handlers put jobs on. Completed jobs stay a day and failed
 * ones a week: while a job is kept, adding its jobId again is ignored, which is what stops a late
 * redelivery from mailing twice.
 */
export const mailQueuePlugin = fp(
  async (app: FastifyInstance, options: MailQueueOptions) => {
    const queue: MailQueue = new Queue(MAIL_QUEUE_NAME, {
      prefix: options.prefix,
      // No offline queue: while Redis is away an add fails at once, so the event handler's
      // transaction rolls back and JetStream redelivers it later instead of a handler hanging.
      connection: { ...redisOptions(options.redisUrl), maxRetriesPerRequest: null, enableOfflineQueue: false },
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: options.retryDelayMs },
        removeOnComplete: { age: DAY_SECONDS },
        removeOnFail: { age: 7 * DAY_SECONDS },
      },
    });
    queue.on('error', (error) => app.log.error({ err: error }, 'mail queue connection error'));
    await queue.waitUntilReady();
    app.metrics.registerQueue(queue);
    app.decorate('mailQueue', queue);
    app.addHook('onClose', async () => {
      await queue.close();
    });
  },
  { name: 'mail-queue' },
);

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
 * Takes `mail` jobs, writes each from its template and sends it over SMTP (`mailSender`). A failed
 * send throws, and BullMQ retries it with the queue's exponential back-off; after the last attempt
 * the job stays failed (kept a week) and the mail_log row keeps the error.
 */
export const mailWorkerPlugin = fp(
  async (app: FastifyInstance, options: MailWorkerOptions) => {
    // A pool of its own: each send holds a connection for its mark (see mailSender), and the
    // consumers' transactions must neither wait for those nor make a finished send wait for them.
    const db = createDb<NotificationDatabase>(app.databaseUrl, options.concurrency + 1);
    const transport = createMailTransport(options.smtpUrl);
    const log = app.log.child({ component: 'mail-worker' });
    const sendMail = mailSender({
      db,
      transport,
      identity: options.identity,
      from: options.from,
      publicUrl: options.publicUrl,
      log,
    });

    const worker = new Worker<MailJobData, void, MailKind>(MAIL_QUEUE_NAME, sendMail, {
      prefix: options.prefix,
      connection: { ...redisOptions(options.redisUrl), maxRetriesPerRequest: null },
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
      await db.destroy();
    });
  },
  { name: 'mail-worker', dependencies: ['database'] },
);
