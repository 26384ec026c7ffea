import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { NOTIFICATIONS_KEPT, type NotificationView, PostCommented, StudioRequested } from '@art/contracts';
import { USER_ID_HEADER, USER_ROLE_HEADER } from '@art/kit';
import { type MailSink, processed, startMailSink } from '@art/testing';
import { IDENTITY_DURABLE, SOCIAL_DURABLE } from '../../../src/consumers.js';
import { TURNED_OFF } from '../../../src/modules/mail/request.js';
import { recreateDatabase } from '../../support/database.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { mailLogOfJob, waitForMailJob } from '../../support/mail-jobs.js';
import { type NotificationApp, startNotification } from '../../support/notification-app.js';
import { deleteQueueKeys } from '../../support/queue-keys.js';
import { deleteTestStreams } from '../../support/streams.js';
import { runId, TEST_DATABASE_URL, TEST_INTERNAL_TOKEN } from '../../support/test-config.js';

describe('the notification routes', () => {
  let app: NotificationApp;
  let sink: MailSink;
  let queuePrefix: string;
  let redisUrl: string;

  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    sink = await startMailSink();
    ({
      app,
      config: { MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl },
    } = await startNotification({ SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}` }));
  });

  after(async () => {
    await deleteTestStreams(app.bus, ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER']);
    await app.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
    await sink.stop();
  });

  const as = (userId: string) => ({
    [USER_ID_HEADER]: userId,
    [USER_ROLE_HEADER]: '21',
    'x-internal-token': TEST_INTERNAL_TOKEN,
  });

  async function call(userId: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
    return app.inject({
      method,
      url,
      headers: userId ? as(userId) : {},
      ...(body ? { payload: body } : {}),
    });
  }

  async function listOf(userId: string): Promise<NotificationView[]> {
    const response = await call(userId, 'GET', '/api/notifications/all');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.status, 'success');
    return body.message;
  }

  let me: string;
  let someoneElse: string;
  let sender: string;
  const ids: Record<string, string> = {};

  /** Four notifications of mine (one of each read state, a follow request) and one of someone else's. */
  beforeEach(async () => {
    me = randomUUID();
    someoneElse = randomUUID();
    sender = randomUUID();
    await app.db
      .insertInto('users')
      .values({
        id: sender,
        name: 'Sita Shrestha',
        slug: 'sita-shrestha',
        picture: 'http://art.test/sita.webp',
        version: 1,
      })
      .execute();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const rows = await app.db
      .insertInto('notifications')
      .values([
        { user_id: me, type: 'other', sender_id: null, message: 'oldest', read: 'yes', created_at: at(40) },
        {
          user_id: me,
          type: 'post',
          sender_id: sender,
          message: 'seen',
          link: '/feed/p1',
          read: 'seen',
          created_at: at(30),
        },
        {
          user_id: me,
          type: 'follow',
          sender_id: sender,
          message: 'asked to follow you',
          follow_request_id: 'request-1',
          created_at: at(20),
        },
        { user_id: me, type: 'other', sender_id: randomUUID(), message: 'newest', image: 'i.webp', created_at: at(10) },
        { user_id: someoneElse, type: 'other', sender_id: null, message: 'not mine', created_at: at(5) },
      ])
      .returning(['id', 'message'])
      .execute();
    for (const row of rows) ids[row.message] = row.id;
  });

  it('answers 401 to a guest on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications/all'],
      ['POST', '/api/notifications/makeseen'],
      ['POST', '/api/notifications/makeallviewed'],
      ['POST', '/api/notifications/clear'],
      ['GET', '/api/notifications/preferences'],
      ['GET', '/api/notifications/unread-count'],
    ] as const) {
      const response = await call(null, method, url);
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.deepEqual(response.json(), { status: 'unauthorized', message: 'Please login first', code: 'login-first' });
    }
  });

  it('lists only the viewer’s own, newest first, with senders and the follow request id', async () => {
    const list = await listOf(me);
    assert.deepEqual(
      list.map((view) => [view.message, view.read, view.sender?.name ?? null, view.followRequestId]),
      [
        ['newest', 'no', 'Someone', null],
        ['asked to follow you', 'no', 'Sita Shrestha', 'request-1'],
        ['seen', 'seen', 'Sita Shrestha', null],
        ['oldest', 'read', null, null],
      ],
    );
    const seen = list[2]!;
    assert.deepEqual(seen.sender, { _id: sender, name: 'Sita Shrestha', picture: 'http://art.test/sita.webp' });
    assert.equal(seen.link, '/feed/p1');
    assert.equal(seen._id, ids.seen);
    assert.ok(!Number.isNaN(Date.parse(seen.created)));
    assert.deepEqual(
      (await listOf(someoneElse)).map((view) => view.message),
      ['not mine'],
    );
  });

  it('counts the viewer’s unread ones (new and seen, not opened), no one else’s', async () => {
    const count = async () => {
      const response = await call(me, 'GET', '/api/notifications/unread-count');
      assert.equal(response.statusCode, 200, response.body);
      return response.json().count;
    };
    assert.equal(await count(), 3);
    assert.equal(
      (await call(me, 'POST', '/api/notifications/makeviewed', { notificationID: ids.newest })).statusCode,
      200,
    );
    assert.equal(await count(), 2);
    assert.equal((await call(me, 'POST', '/api/notifications/makeallviewed')).statusCode, 200);
    assert.equal(await count(), 0);
  });

  it('makeseen turns only new ones seen; makeallviewed turns all read', async () => {
    const seen = await call(me, 'POST', '/api/notifications/makeseen');
    assert.deepEqual(seen.json(), { status: 'success' });
    assert.deepEqual(
      (await listOf(me)).map((view) => view.read),
      ['seen', 'seen', 'seen', 'read'],
    );
    assert.deepEqual(
      (await listOf(someoneElse)).map((view) => view.read),
      ['no'],
    );
    const viewed = await call(me, 'POST', '/api/notifications/makeallviewed');
    assert.deepEqual(viewed.json(), { status: 'success' });
    assert.deepEqual(
      (await listOf(me)).map((view) => view.read),
      ['read', 'read', 'read', 'read'],
    );
    assert.deepEqual(
      (await listOf(someoneElse)).map((view) => view.read),
      ['no'],
    );
  });

  it('makeviewed reads one of the viewer’s own; someone else’s is not found and stays unread', async () => {
    const own = await call(me, 'POST', '/api/notifications/makeviewed', { notificationID: ids.newest! });
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(own.json(), { status: 'success' });
    assert.deepEqual(
      (await listOf(me)).map((view) => view.read),
      ['read', 'no', 'seen', 'read'],
    );

    const theirs = await call(me, 'POST', '/api/notifications/makeviewed', { notificationID: ids['not mine']! });
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().status, 'not-found');
    assert.deepEqual(
      (await listOf(someoneElse)).map((view) => view.read),
      ['no'],
    );

    for (const body of [{}, { notificationID: 'not-an-id' }]) {
      const bad = await call(me, 'POST', '/api/notifications/makeviewed', body);
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().status, 'validate-error');
    }
  });

  it('clear deletes all the viewer’s notifications and no one else’s', async () => {
    const response = await call(me, 'POST', '/api/notifications/clear');
    assert.deepEqual(response.json(), { status: 'success', message: 'Your notifications have been cleared' });
    assert.deepEqual(await listOf(me), []);
    assert.equal((await listOf(someoneElse)).length, 1);
  });

  it(`keeps the newest ${NOTIFICATIONS_KEPT} per member when new ones come in`, async () => {
    const author = randomUUID();
    const base = Date.now() - 24 * 60 * 60_000;
    await app.db
      .insertInto('notifications')
      .values(
        Array.from({ length: NOTIFICATIONS_KEPT }, (_, index) => ({
          user_id: author,
          type: 'other' as const,
          sender_id: null,
          message: `old ${index}`,
          created_at: new Date(base + index * 1000),
        })),
      )
      .execute();
    const events = [1, 2, 3].map((index) =>
      envelopeOf(PostCommented, {
        postId: randomUUID(),
        authorId: author,
        excerpt: '',
        commenterId: randomUUID(),
        commentId: `c${index}`,
      }),
    );
    for (const event of events) await publishEnvelope(app.bus, event);
    for (const event of events) await processed(app.db, SOCIAL_DURABLE, event.id);

    const list = await listOf(author);
    assert.equal(list.length, NOTIFICATIONS_KEPT);
    assert.deepEqual(
      list.slice(0, 4).map((view) => view.message),
      ['commented on your post', 'commented on your post', 'commented on your post', `old ${NOTIFICATIONS_KEPT - 1}`],
    );
    assert.equal(list.at(-1)!.message, 'old 3', 'the three oldest are gone');
    const { stored } = await app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('stored'))
      .where('user_id', '=', author)
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored), NOTIFICATIONS_KEPT);
  });

  it('keeps the mail preferences: only optional kinds, the whole list each time', async () => {
    const initial = await call(me, 'GET', '/api/notifications/preferences');
    assert.equal(initial.statusCode, 200);
    assert.deepEqual(initial.json(), {
      status: 'success',
      mailOff: [],
      optional: [
        'studio-request-received',
        'new-order',
        'order-progress',
        'order-cancelled',
        'refund-pending',
        'new-works-digest',
      ],
    });

    const set = await call(me, 'PUT', '/api/notifications/preferences', {
      mailOff: ['refund-pending', 'order-progress', 'refund-pending'],
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json().mailOff, ['order-progress', 'refund-pending']);
    assert.deepEqual((await call(me, 'GET', '/api/notifications/preferences')).json().mailOff, [
      'order-progress',
      'refund-pending',
    ]);
    assert.deepEqual((await call(someoneElse, 'GET', '/api/notifications/preferences')).json().mailOff, []);

    // The account mails and the receipts of money are always sent.
    const always = [
      'verification-code',
      'password-reset',
      'password-changed',
      'order-confirmation',
      'payment-received',
      'refund-made',
    ];
    for (const kind of [...always, 'no-such-kind']) {
      const refused = await call(me, 'PUT', '/api/notifications/preferences', { mailOff: [kind] });
      assert.equal(refused.statusCode, 400, kind);
      assert.equal(refused.json().status, 'validate-error');
    }
    assert.deepEqual((await call(me, 'GET', '/api/notifications/preferences')).json().mailOff, [
      'order-progress',
      'refund-pending',
    ]);

    const cleared = await call(me, 'PUT', '/api/notifications/preferences', { mailOff: [] });
    assert.deepEqual(cleared.json().mailOff, []);
  });

  it('a kind of mail the member turned off is not queued; others still get theirs', async () => {
    const quiet = randomUUID();
    const turnedOff = await call(quiet, 'PUT', '/api/notifications/preferences', {
      mailOff: ['studio-request-received'],
    });
    assert.equal(turnedOff.statusCode, 200);
    const studio = (userId: string, who: string) =>
      envelopeOf(StudioRequested, {
        userId,
        name: who,
        email: `${who}-${runId}@example.test`,
        message: 'Please open my studio',
      });
    const muted = studio(quiet, 'quiet');
    const heard = studio(randomUUID(), 'heard');
    await publishEnvelope(app.bus, muted);
    await publishEnvelope(app.bus, heard);
    await processed(app.db, IDENTITY_DURABLE, muted.id);

    const mutedJob = `studio-request-received.${muted.id}`;
    assert.equal(await app.mailQueue.getJob(mutedJob), undefined, 'no job for a turned-off kind');
    const logged = await mailLogOfJob(app, mutedJob);
    assert.equal(logged.last_error, TURNED_OFF);
    assert.equal(logged.sent_at, null);

    await waitForMailJob(app, `studio-request-received.${heard.id}`, 'completed');
    const mails = await sink.waitForMail(`heard-${runId}@example.test`);
    assert.match(mails.subject, /studio/i);
    assert.deepEqual(await sink.readMails(`quiet-${runId}@example.test`), []);
  });

  it('documents every route with its summary, operationId and the JWT scheme', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operations = [
      ['/api/notifications/all', 'get'],
      ['/api/notifications/makeseen', 'post'],
      ['/api/notifications/makeallviewed', 'post'],
      ['/api/notifications/makeviewed', 'post'],
      ['/api/notifications/clear', 'post'],
      ['/api/notifications/preferences', 'get'],
      ['/api/notifications/preferences', 'put'],
    ];
    for (const [path, method] of operations) {
      const operation = document.paths[path!]?.[method!];
      assert.ok(operation, `${method} ${path} is documented`);
      assert.ok(operation.summary && operation.operationId, `${method} ${path}`);
      assert.deepEqual(operation.security, [{ jwt: [] }]);
      assert.deepEqual(operation.tags, ['notifications']);
    }
  });
});
