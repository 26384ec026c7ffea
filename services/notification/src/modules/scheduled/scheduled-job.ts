import { redisOptions } from '@art/kit';
import { Queue, type RepeatOptions, Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';

export interface ScheduledJob {
  /** The queue's name (one queue per scheduled job). */
  name: string;
  redisUrl: string;
  prefix: string;
  /** When it runs (a cron pattern or `every`); null: not scheduled (the run stays callable). */
  repeat: Omit<RepeatOptions, 'key'> | null;
  /** What one run does; a failure is retried (3 attempts) and logged. */
  run(): Promise<unknown>;
}

/**
 * A BullMQ job scheduler (a repeatable job) and its worker: the scheduler is upserted under a fixed
 * id, so however many instances start there is one schedule in Redis, and each run is one job taken
 * by one worker. What a run does must be safe to run twice (a retry, a crash mid-run): the runs
 * record what they did in PostgreSQL. Closed with the app.
 */
export async function startScheduledJob(app: FastifyInstance, job: ScheduledJob): Promise<void> {
  const log = app.log.child({ component: job.name });
  const connection = { ...redisOptions(job.redisUrl), maxRetriesPerRequest: null };
  const queue = new Queue(job.name, { prefix: job.prefix, connection: { ...connection, enableOfflineQueue: false } });
  queue.on('error', (error) => log.error({ err: error }, 'scheduled job queue connection error'));
  await queue.waitUntilReady();
  const schedulerId = `${job.name}-schedule`;
  if (job.repeat) {
    await queue.upsertJobScheduler(schedulerId, job.repeat, {
      name: job.name,
      opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 100, removeOnFail: 100 },
    });
  } else {
    await queue.removeJobScheduler(schedulerId);
  }

  const worker = new Worker(
    job.name,
    async () => {
      const outcome = await job.run();
      log.info({ outcome }, 'scheduled job ran');
    },
    { prefix: job.prefix, connection, concurrency: 1 },
  );
  worker.on('failed', (failed, error) => log.warn({ err: error, jobId: failed?.id }, 'scheduled job failed'));
  worker.on('error', (error) => log.error({ err: error }, 'scheduled job worker error'));
  await worker.waitUntilReady();

  app.addHook('onClose', async () => {
    await worker.close();
    await queue.close();
  });
}
