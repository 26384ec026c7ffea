import { waitUntil } from '@art/testing';
import type { NotificationApp } from './notification-app.js';

/** Waits until the mail job `jobId` has `state` in the queue (polled, no sleep guessed) and gives it back. */
export async function waitForMailJob(app: NotificationApp, jobId: string, state: 'completed' | 'failed') {
  return waitUntil(`mail job ${jobId} to be ${state}`, async () => {
    const found = await app.mailQueue.getJob(jobId);
    if (!found || (await found.getState()) !== state) return null;
    // Read again once the state is final: the first read may predate the attempt that ended in it.
    return (await app.mailQueue.getJob(jobId)) ?? null;
  });
}

/** The mail_log row of one mail job (a job logs one row, updated on each attempt). */
export function mailLogOfJob(app: NotificationApp, jobId: string) {
  return app.db.selectFrom('mail_log').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();
}
