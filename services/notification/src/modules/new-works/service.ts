import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startScheduledJob } from '../scheduled/scheduled-job.js';
import { runNewWorksDigest } from './digest.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one digest of new works now (the scheduled job does the same); resolves to the mails queued. */
    runNewWorksDigest(now?: Date): Promise<number>;
  }
}

export interface DigestSchedulerOptions {
  redisUrl: string;
  prefix: string;
  /** Cron pattern of the digest (NEW_WORKS_DIGEST_CRON); empty: not scheduled. */
  pattern: string;
  /** Time zone the pattern is read in (NEW_WORKS_DIGEST_TZ). */
  timeZone: string;
  publicUrl: string;
  internalToken: string;
}

/**
 * The daily digest of new works, a BullMQ scheduled job. The run queues ordinary `mail` jobs, so
 * sending, retries and preferences are the mail worker's, as for every mail.
 */
export const digestSchedulerPlugin = fp(
  async (app: FastifyInstance, options: DigestSchedulerOptions) => {
    const run = (now?: Date) =>
      runNewWorksDigest(
        { db: app.db, mailQueue: app.mailQueue, publicUrl: options.publicUrl, internalToken: options.internalToken },
        now,
      );
    app.decorate('runNewWorksDigest', run);
    await startScheduledJob(app, {
      name: 'new-works-digest',
      redisUrl: options.redisUrl,
      prefix: options.prefix,
      repeat: options.pattern ? { pattern: options.pattern, tz: options.timeZone } : null,
      run: () => run(),
    });
  },
  { name: 'new-works-digest', dependencies: ['mail-queue'] },
);
