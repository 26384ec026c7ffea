import { Queue, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runNewWorksDigest } from './digest.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one digest of new works now (the scheduler's job does the same); resolves to the mails queued. */
    runNewWorksDigest(now?: Date): Promise<number>;
  }
}

export const DIGEST_QUEUE_NAME = 'new-works-digest';
const SCHEDULER_ID = 'daily-new-works-digest';

export interface DigestSchedulerOptions {
  redisUrl: string;
  prefix: string;
  /** Cron pattern of the digest (NEW_WORKS_DIGEST_CRON); empty: no schedule (the run stays callable). */
  pattern: string;
  /** Time zone the pattern is read in (NEW_WORKS_DIGEST_TZ). */
  timeZone: string;
  publicUrl: string;
}

/**
 * The daily digest as a BullMQ job scheduler: one repeatable job in Redis whatever the number of
 * instances (an upsert with a fixed id), taken by one worker at a time. The run queues ordinary
 * `mail` jobs, so sending, retries and preferences are the mail worker's as for every mail.
 */
export const digestSchedulerPlugin = fp(
  async (app: FastifyInstance, options: DigestSchedulerOptions) => {
    const log = app.log.child({ component: 'new-works-digest' });
    const run = (now?: Date) =>
      runNewWorksDigest({ db: app.db, mailQueue: app.mailQueue, publicUrl: options.publicUrl }, now);
    app.decorate('runNewWorksDigest', run);

    const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
    const queue = new Queue(DIGEST_QUEUE_NAME, {
      prefix: options.prefix,
      connection: { ...connection, enableOfflineQueue: false },
    });
    queue.on('error', (error) => log.error({ err: error }, 'digest queue connection error'));
    await queue.waitUntilReady();
    if (options.pattern) {
      await queue.upsertJobScheduler(
        SCHEDULER_ID,
        { pattern: options.pattern, tz: options.timeZone },
        { name: 'digest', opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
      );
    } else {
      await queue.removeJobScheduler(SCHEDULER_ID);
    }

    const worker = new Worker(
      DIGEST_QUEUE_NAME,
      async () => {
        const queued = await run();
        log.info({ queued }, 'new works digest run');
      },
      { prefix: options.prefix, connection, concurrency: 1 },
    );
    worker.on('failed', (job, error) => log.warn({ err: error, jobId: job?.id }, 'new works digest run failed'));
    worker.on('error', (error) => log.error({ err: error }, 'digest worker error'));
    await worker.waitUntilReady();

    app.addHook('onClose', async () => {
      await worker.close();
      await queue.close();
    });
  },
  { name: 'new-works-digest', dependencies: ['mail-queue'] },
);
