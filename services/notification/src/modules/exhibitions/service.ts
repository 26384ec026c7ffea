import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startScheduledJob } from '../scheduled/scheduled-job.js';
import { runExhibitionReminders } from './reminders.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the exhibition reminders due at `now` (the scheduled job does the same); resolves to how many. */
    runExhibitionReminders(now?: Date): Promise<number>;
  }
}

export interface ReminderSchedulerOptions {
  redisUrl: string;
  prefix: string;
  /** How often the reminders are looked for (EXHIBITION_REMINDER_EVERY_MS); 0: not scheduled. */
  everyMs: number;
  /** A reminder tells at most this many followers (POST_FANOUT_LIMIT). */
  fanOutLimit: number;
}

/**
 * Followed exhibitions' "opened" and "closes in two days", a BullMQ scheduled job every few
 * minutes: catalogue owns the dates, notification keeps them (from the follow and change events)
 * and decides when, so catalogue needs no scheduler of its own (decision 0041).
 */
export const reminderSchedulerPlugin = fp(
  async (app: FastifyInstance, options: ReminderSchedulerOptions) => {
    const run = (now?: Date) => runExhibitionReminders(app.consumerDb, options.fanOutLimit, now);
    app.decorate('runExhibitionReminders', run);
    await startScheduledJob(app, {
      name: 'exhibition-reminders',
      redisUrl: options.redisUrl,
      prefix: options.prefix,
      repeat: options.everyMs > 0 ? { every: options.everyMs } : null,
      run: () => run(),
    });
  },
  { name: 'exhibition-reminders', dependencies: ['live-push'] },
);
