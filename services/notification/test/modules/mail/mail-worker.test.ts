import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { UserVerified, VerificationRequested } from '@art/contracts';
import { ensureStream } from '@art/kit';
import { freePort, type MailSink, startMailSink, waitUntil } from '@art/testing';
import { recreateDatabase } from '../../support/database.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { type IdentityStandIn, startIdentityStandIn } from '../../support/identity-stand-in.js';
import { mailLogOfJob, waitForMailJob } from '../../support/mail-jobs.js';
import { type NotificationApp, startNotification } from '../../support/notification-app.js';
import { deleteQueueKeys } from '../../support/queue-keys.js';
import { deleteTestStreams } from '../../support/streams.js';
import { runId, TEST_DATABASE_URL, TEST_INTERNAL_TOKEN } from '../../support/test-config.js';

describe('mail worker while the SMTP server is down', () => {
  let app: NotificationApp;
  let smtpPort: number;
  let sink: MailSink | undefined;
  let queuePrefix: string;
  let redisUrl: string;
  let identity: IdentityStandIn;

  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    identity = await startIdentityStandIn(TEST_INTERNAL_TOKEN);
    // Nothing listens here until the test starts the sink: every send is refused.
    smtpPort = await freePort();
    ({
      app,
      config: { MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl },
    } = await startNotification({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_DELAY_MS: '400',
      IDENTITY_URL: identity.url,
    }));
    await ensureStream(app.bus, 'IDENTITY', 'identity');
  });

  after(async () => {
    await deleteTestStreams(app.bus, ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER']);
    await app.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
    await sink?.stop();
    await identity.close();
  });

  it('retries with back-off and delivers once the SMTP server is back', async () => {
    const to = `retry-${runId}@example.test`;
    const event = envelopeOf(VerificationRequested, identity.addCode({ name: 'Sunita Lama', email: to }, '765432'));
    await publishEnvelope(app.bus, event);
    const jobId = `verification-code.${event.id}`;

    const failedOnce = await waitUntil('the first refused send', async () => {
      const job = await app.mailQueue.getJob(jobId);
      return job && job.attemptsMade >= 1 ? job : null;
    });
    assert.equal(await failedOnce.getState(), 'delayed', 'a refused send waits for its back-off');
    // The worker's 'failed' listener writes the error after BullMQ moved the job: wait for it.
    const logged = await waitUntil('the refused send in mail_log', async () => {
      const row = await mailLogOfJob(app, jobId);
      return row.last_error ? row : null;
    });
    assert.match(logged.last_error ?? '', /ECONNREFUSED/);
    assert.equal(logged.sent_at, null);

    sink = await startMailSink({ smtpPort });
    const mail = await sink.waitForMail(to, 20_000);
    assert.match(mail.text, /765432/);
    // The job's own Message-ID: a copy sent again after a crash is the same message to its reader.
    assert.match(mail.messageId, new RegExp(`^<?mail-${jobId}@`));

    const job = await waitForMailJob(app, jobId, 'completed');
    assert.ok(job.attemptsStarted >= 2, `sent on a retry (attempts started: ${job.attemptsStarted})`);
    assert.equal((await sink.readMails(to)).length, 1);
    const sent = await mailLogOfJob(app, jobId);
    assert.ok(sent.sent_at);
    assert.equal(sent.last_error, null);
  });

  it('a job run again after its mail went out (its completion lost) sends nothing', async () => {
    const to = `once-${runId}@example.test`;
    const event = envelopeOf(VerificationRequested, identity.addCode({ name: 'Mingma Tamang', email: to }, '135790'));
    await publishEnvelope(app.bus, event);
    const jobId = `verification-code.${event.id}`;
    await sink!.waitForMail(to, 20_000);
    const done = await waitForMailJob(app, jobId, 'completed');
    const startedBefore = done.attemptsStarted;

    // What a Redis restart between the SMTP answer and BullMQ's completion mark amounts to.
    await done.retry('completed');
    await waitUntil('the job ran again', async () => {
      const job = await app.mailQueue.getJob(jobId);
      return job && (await job.getState()) === 'completed' && job.attemptsStarted > startedBefore;
    });
    assert.equal((await sink!.readMails(to)).length, 1, 'one mail, however often the job runs');
  });

  it('retries when identity cannot answer, and sends once it can', async () => {
    const to = `identity-down-${runId}@example.test`;
    identity.failNext(2);
    const event = envelopeOf(VerificationRequested, identity.addCode({ name: 'Pasang Sherpa', email: to }, '246813'));
    await publishEnvelope(app.bus, event);
    const mail = await sink!.waitForMail(to, 20_000);
    assert.match(mail.text, /246813/);
    const job = await app.mailQueue.getJob(`verification-code.${event.id}`);
    assert.equal(job?.attemptsStarted, 3, 'two attempts failed on identity, the third sent');
    assert.equal((await sink!.readMails(to)).length, 1);
  });
});

describe('mail worker when SMTP never comes back', () => {
  let app: NotificationApp;
  let queuePrefix: string;
  let redisUrl: string;

  before(async () => {
    ({
      app,
      config: { MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl },
    } = await startNotification({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_RETRY_DELAY_MS: '20',
      MAIL_QUEUE_PREFIX: `test-${runId}-dead`,
    }));
    await ensureStream(app.bus, 'IDENTITY', 'identity');
  });

  after(async () => {
    await deleteTestStreams(app.bus, ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER']);
    await app.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
  });

  it('gives up after 5 attempts, keeps the job failed and the error in mail_log', async () => {
    const event = envelopeOf(UserVerified, { userId: 'u-2', name: 'Dipak Rai', email: `never-${runId}@example.test` });
    await publishEnvelope(app.bus, event);
    const jobId = `welcome.${event.id}`;
    const job = await waitForMailJob(app, jobId, 'failed');
    assert.equal(job.attemptsMade, 5);
    const logged = await mailLogOfJob(app, jobId);
    assert.equal(logged.sent_at, null);
    assert.match(logged.last_error ?? '', /ECONNREFUSED/);
  });
});
