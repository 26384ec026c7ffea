import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PasswordChanged,
  PasswordResetRequested,
  StudioRequested,
  UserRegistered,
  UserVerified,
  VerificationRequested,
} from '@art/contracts';
import { sql } from 'kysely';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { mailLogOfJob, waitForMailJob } from '../../support/mail-jobs.js';
import { mailingSuite } from '../../support/mailing-suite.js';
import { waitForSettled } from '../../support/settled.js';
import { address } from '../../support/test-config.js';

describe('identity events become mails', () => {
  const t = mailingSuite([{ stream: 'IDENTITY', subjectRoot: 'identity' }]);

  /** Whatever BullMQ keeps of a job, as stored in Redis. */
  async function storedJob(jobId: string) {
    const job = await t.app.mailQueue.getJob(jobId);
    assert.ok(job, `job ${jobId} is in the queue`);
    return JSON.stringify({ data: job.data, name: job.name, opts: job.opts });
  }

  it('sends the verification code, read from identity at send time; the job holds no code', async () => {
    const to = address('verify');
    const ids = t.identity.addCode({ name: 'Sita Shrestha', email: to }, '482913', 10);
    const event = envelopeOf(VerificationRequested, ids);
    await publishEnvelope(t.app.bus, event);
    const mail = await t.sink.waitForMail(to);
    assert.equal(mail.subject, 'Your Art Marketplace verification code');
    assert.match(mail.text, /482913/);
    assert.match(mail.html, /482913/);
    assert.match(mail.text, /Hello Sita Shrestha/);
    assert.match(mail.text, /expires in (9|10) minutes/);
    assert.deepEqual(mail.from, ['no-reply@art.local']);

    const job = await storedJob(`verification-code.${event.id}`);
    assert.ok(!job.includes('482913'), `no code in the job: ${job}`);
    assert.ok(job.includes(ids.codeId));
    await waitForSettled(t.app);
    const logged = await t.app.db
      .selectFrom('mail_log')
      .selectAll()
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    assert.equal(logged.recipient, to, 'the recipient read at send time is recorded');
    assert.ok(logged.sent_at);
  });

  it('sends the reset link with the token read from identity; the job holds no token', async () => {
    const to = address('reset');
    const token = 'a1b2c3d4'.repeat(8);
    const event = envelopeOf(
      PasswordResetRequested,
      t.identity.addResetToken({ name: 'Ram Bahadur Thapa', email: to }, token),
    );
    await publishEnvelope(t.app.bus, event);
    const mail = await t.sink.waitForMail(to);
    assert.equal(mail.subject, 'Reset your Art Marketplace password');
    assert.match(mail.text, new RegExp(`http://art\\.test/resetpassword/${token}`));
    assert.match(mail.html, new RegExp(`href="http://art\\.test/resetpassword/${token}"`));
    assert.ok(!(await storedJob(`password-reset.${event.id}`)).includes(token));
  });

  it('tells the member their password was changed', async () => {
    const to = address('changed');
    const userId = t.identity.addPerson({ name: 'Kamala Bhatta', email: to });
    await publishEnvelope(t.app.bus, envelopeOf(PasswordChanged, { userId }));
    const mail = await t.sink.waitForMail(to);
    assert.equal(mail.subject, 'Your Art Marketplace password was changed');
    assert.match(mail.text, /Hello Kamala Bhatta/);
    assert.match(mail.text, /http:\/\/art\.test\/resetpassword/);
  });

  it('drops the mail, without retrying, when the code was used before it went out', async () => {
    const to = address('used');
    const ids = t.identity.addCode({ name: 'Used Code', email: to }, '135790');
    t.identity.spendCode(ids);
    const event = envelopeOf(VerificationRequested, ids);
    await publishEnvelope(t.app.bus, event);
    const jobId = `verification-code.${event.id}`;
    const job = await waitForMailJob(t.app, jobId, 'completed');
    assert.equal(job.attemptsStarted, 1, 'not retried');
    assert.equal(t.identity.calls.filter((path) => path.includes(ids.codeId)).length, 1);
    assert.deepEqual(await t.sink.readMails(to), []);
    const logged = await mailLogOfJob(t.app, jobId);
    assert.equal(logged.sent_at, null);
    assert.match(logged.last_error ?? '', /^dropped: identity answered 410/);
  });

  it('welcomes a verified member', async () => {
    const to = address('welcome');
    await publishEnvelope(t.app.bus, envelopeOf(UserVerified, { userId: 'u-3', name: 'Gita Gurung', email: to }));
    const mail = await t.sink.waitForMail(to);
    assert.equal(mail.subject, 'Welcome to Art Marketplace');
    assert.match(mail.text, /Hello Gita Gurung/);
  });

  it('confirms a studio request to the applicant, with their message escaped in HTML', async () => {
    const to = address('studio');
    await publishEnvelope(
      t.app.bus,
      envelopeOf(StudioRequested, {
        userId: 'u-4',
        name: 'Hari <b>Karki</b>',
        email: to,
        message: 'I paint thangka & mandalas',
      }),
    );
    const mail = await t.sink.waitForMail(to);
    assert.equal(mail.subject, 'We received your studio request');
    assert.match(mail.text, /> I paint thangka & mandalas/);
    assert.match(mail.html, /Hari &lt;b&gt;Karki&lt;\/b&gt;/);
    assert.match(mail.html, /thangka &amp; mandalas/);
  });

  it('ignores identity events that ask for no mail', async () => {
    const event = envelopeOf(UserRegistered, {
      userId: 'u-5',
      name: 'Bina Rai',
      slug: 'bina-rai',
      email: address('registered'),
      role: 21,
      picture: '',
      cover: '',
      verifiedArtist: false,
      emailVerified: false,
      isPrivate: false,
      categories: [],
      version: 1,
    });
    await publishEnvelope(t.app.bus, event);
    await waitForSettled(t.app);
    assert.deepEqual(await t.sink.readMails(address('registered')), []);
    const logged = await t.app.db.selectFrom('mail_log').selectAll().where('event_id', '=', event.id).execute();
    assert.equal(logged.length, 0);
  });

  it('sends one mail when the same event arrives twice, and records it once', async () => {
    const to = address('twice');
    const event = envelopeOf(VerificationRequested, t.identity.addCode({ name: 'Maya Tamang', email: to }, '111222'));
    // Different msgIDs, so JetStream stores both copies, as after a late redelivery.
    await publishEnvelope(t.app.bus, event, `${event.id}-first`);
    await publishEnvelope(t.app.bus, event, `${event.id}-second`);
    await t.sink.waitForMail(to);
    await waitForSettled(t.app);

    assert.equal((await t.sink.readMails(to)).length, 1);
    const logged = await t.app.db.selectFrom('mail_log').selectAll().where('event_id', '=', event.id).execute();
    assert.equal(logged.length, 1);
    assert.equal(logged[0].job_id, `verification-code.${event.id}`);
    assert.equal(logged[0].recipient, to);
    assert.ok(logged[0].sent_at, 'the worker marks the mail sent');
    const processed = await sql<{
      count: number;
    }>`select count(*)::int as count from processed_events where event_id = ${event.id}`.execute(t.app.db);
    assert.equal(processed.rows[0].count, 1);
  });

  it('still sends one mail when the processed-events record is gone (the queue job id holds)', async () => {
    const to = address('late');
    const event = envelopeOf(UserVerified, { userId: 'u-7', name: 'Anil Magar', email: to });
    await publishEnvelope(t.app.bus, event, `${event.id}-first`);
    await t.sink.waitForMail(to);
    await waitForSettled(t.app);
    // As if the event came back after the consumer's own record was lost (restored backup, new durable).
    await t.app.db.deleteFrom('processed_events').where('event_id', '=', event.id).execute();
    await t.app.db.deleteFrom('mail_log').where('event_id', '=', event.id).execute();
    await publishEnvelope(t.app.bus, event, `${event.id}-again`);
    await waitForSettled(t.app);

    assert.equal((await t.sink.readMails(to)).length, 1);
  });

  it('moves an event that breaks its contract to the dead-letter stream', async () => {
    // A code travelling in the event, as before: the contract no longer has it, and no record id.
    const broken = envelopeOf(VerificationRequested, { userId: 'u-8', code: '000000' } as never);
    await publishEnvelope(t.app.bus, broken);
    const deadLetters = t.app.bus.streamName('DEADLETTER');
    const subject = t.app.bus.subject('deadletter.notification-identity');
    const stored = await (async () => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const message = await t.app.bus.jsm.streams
          .getMessage(deadLetters, { last_by_subj: subject })
          .catch(() => null);
        if (message && JSON.parse(new TextDecoder().decode(message.data)).id === broken.id) return message;
        if (Date.now() > deadline) throw new Error('no dead letter arrived');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    assert.match(stored.header.get('x-error'), /does not match contract/);
    assert.equal(stored.header.get('x-original-subject'), t.app.bus.subject(VerificationRequested.type));
    await waitForSettled(t.app);
    const logged = await t.app.db.selectFrom('mail_log').selectAll().where('event_id', '=', broken.id).execute();
    assert.equal(logged.length, 0);
  });
});
