import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, type MailSink, startMailSink, waitUntil } from '@art/testing';
import { sql } from 'kysely';
import { requestMail } from '../../../src/modules/mail/request.js';
import { recreateDatabase } from '../../support/database.js';
import { mailLogOfJob, waitForMailJob } from '../../support/mail-jobs.js';
import { type NotificationApp, startNotification } from '../../support/notification-app.js';
import { deleteQueueKeys } from '../../support/queue-keys.js';
import { runId, TEST_DATABASE_URL } from '../../support/test-config.js';

/**
 * The handler queues a mail job inside its transaction, before the commit. These tests hold that
 * transaction open on purpose: the worker must not send until it commits, and must send nothing
 * for it if it rolls back (a crash there, then the event's redelivery, mailed twice before).
 */
describe('a mail job and the transaction that asked for it', () => {
  let app: NotificationApp;
  let sink: MailSink;
  let queuePrefix: string;
  let redisUrl: string;

  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    const smtpPort = await freePort();
    sink = await startMailSink({ smtpPort });
    ({
      app,
      config: { MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl },
    } = await startNotification({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_DELAY_MS: '300',
      MAIL_QUEUE_PREFIX: `test-${runId}-commit`,
    }));
  });

  after(async () => {
    await app.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
    await sink.stop();
  });

  /** Asks for a welcome mail in a transaction that stays open until `decide` settles it. */
  async function welcomeInOpenTransaction(to: string, decide: () => Promise<'commit' | 'roll back'>) {
    const eventId = randomUUID();
    class RolledBack extends Error {}
    const settled = app.db
      .transaction()
      .execute(async (trx) => {
        await requestMail(trx, app.mailQueue, {
          kind: 'welcome',
          to,
          eventId,
          props: { name: 'Sabina Gurung', marketplaceUrl: 'http://localhost/' },
        });
        if ((await decide()) === 'roll back') throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return { jobId: `welcome.${eventId}`, eventId, settled };
  }

  it('waits for the commit before it sends, then sends once', async () => {
    const to = `commit-${runId}@example.test`;
    let commit!: () => void;
    const { jobId, settled } = await welcomeInOpenTransaction(
      to,
      () => new Promise((resolve) => (commit = () => resolve('commit'))),
    );
    await waitUntil('the worker to take the job', async () => {
      const job = await app.mailQueue.getJob(jobId);
      return job && (await job.getState()) === 'active';
    });
    await sleep(300);
    assert.equal((await sink.readMails(to)).length, 0, 'nothing sent while the transaction is open');
    commit();
    await settled;
    await sink.waitForMail(to, 20_000);
    const job = await waitForMailJob(app, jobId, 'completed');
    assert.equal(job.attemptsStarted, 1, 'sent on its first attempt: it waited, it did not fail');
    assert.ok((await mailLogOfJob(app, jobId)).sent_at);
    assert.equal((await sink.readMails(to)).length, 1);
  });

  it('sends nothing for a transaction that rolled back, and leaves no mail_log row', async () => {
    const to = `rolled-back-${runId}@example.test`;
    let rollBack!: () => void;
    const { jobId, settled } = await welcomeInOpenTransaction(
      to,
      () => new Promise((resolve) => (rollBack = () => resolve('roll back'))),
    );
    await waitUntil('the worker to take the job', async () => {
      const job = await app.mailQueue.getJob(jobId);
      return job && (await job.getState()) === 'active';
    });
    rollBack();
    await settled;
    await waitUntil('the attempt to fail', async () => {
      const job = await app.mailQueue.getJob(jobId);
      return job && job.attemptsMade >= 1 ? job : null;
    });
    assert.equal((await sink.readMails(to)).length, 0, 'no mail for an event that was not handled');
    const row = await app.db.selectFrom('mail_log').select('job_id').where('job_id', '=', jobId).executeTakeFirst();
    assert.equal(row, undefined, 'the worker left no row of its own');
  });

  it('a rolled-back request handled again (the redelivery) is sent once, on a retry', async () => {
    const to = `redelivered-${runId}@example.test`;
    const eventId = randomUUID();
    const jobId = `welcome.${eventId}`;
    const request = {
      kind: 'welcome' as const,
      to,
      eventId,
      props: { name: 'Nima Sherpa', marketplaceUrl: 'http://localhost/' },
    };
    class Crash extends Error {}
    await app.db
      .transaction()
      .execute(async (trx) => {
        await requestMail(trx, app.mailQueue, request);
        await waitUntil('the worker to take the job', async () => {
          const job = await app.mailQueue.getJob(jobId);
          return job && (await job.getState()) === 'active';
        });
        // An active job may not have asked yet: crash only once its probe waits on this transaction.
        await waitUntil('the worker to wait for this transaction', async () => {
          const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "mail_log"%'`.execute(
            app.db,
          );
          return (rows[0]?.waiting ?? 0) > 0;
        });
        throw new Crash();
      })
      .catch((error) => {
        if (!(error instanceof Crash)) throw error;
      });
    await app.db.transaction().execute((trx) => requestMail(trx, app.mailQueue, request));
    await sink.waitForMail(to, 20_000);
    const job = await waitForMailJob(app, jobId, 'completed');
    assert.ok(job.attemptsStarted >= 2, `sent on a retry (attempts started: ${job.attemptsStarted})`);
    assert.equal((await sink.readMails(to)).length, 1);
  });
});
