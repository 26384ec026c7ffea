import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAIL_QUEUE_NAME, type MailQueue } from '../mail/mail-job.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
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
      connection: { url: options.redisUrl, maxRetriesPerRequest: null, enableOfflineQueue: false },
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
