import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { recreateDatabase } from '../../support/database.js';
import { type NotificationApp, startNotification } from '../../support/notification-app.js';
import { deleteQueueKeys } from '../../support/queue-keys.js';
import { deleteTestStreams } from '../../support/streams.js';
import { TEST_DATABASE_URL } from '../../support/test-config.js';

describe('GET /internal/mail-log', () => {
  let app: NotificationApp;
  let token: string;
  let queuePrefix: string;
  let redisUrl: string;

  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    ({
      app,
      config: { INTERNAL_TOKEN: token, MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl },
    } = await startNotification());
    await app.db
      .insertInto('mail_log')
      .values([
        {
          job_id: 'welcome.a',
          event_id: '7d1b6c1e-0000-4000-8000-000000000001',
          kind: 'welcome',
          recipient: 'a@example.test',
          sent_at: new Date(),
          last_error: null,
        },
        {
          job_id: 'welcome.b',
          event_id: '7d1b6c1e-0000-4000-8000-000000000002',
          kind: 'welcome',
          recipient: 'b@example.test',
          sent_at: null,
          last_error: 'ECONNREFUSED',
        },
      ])
      .execute();
  });

  after(async () => {
    await deleteTestStreams(app.bus, ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER']);
    await app.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
  });

  it('answers 401 without the internal token, or with a wrong one', async () => {
    for (const headers of [{}, { 'x-internal-token': 'not-the-token-at-all-000' }]) {
      const response = await app.inject({ method: 'GET', url: '/internal/mail-log', headers });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().status, 'unauthorized');
    }
  });

  it('lists the mails of one recipient', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/internal/mail-log?recipient=b@example.test',
      headers: { 'x-internal-token': token },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.mails.length, 1);
    const { createdAt, ...mail } = body.mails[0];
    assert.ok(!Number.isNaN(Date.parse(createdAt)));
    assert.deepEqual(mail, {
      jobId: 'welcome.b',
      eventId: '7d1b6c1e-0000-4000-8000-000000000002',
      kind: 'welcome',
      recipient: 'b@example.test',
      sentAt: null,
      lastError: 'ECONNREFUSED',
    });
  });

  it('refuses a bad limit with validate-error', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/internal/mail-log?limit=0',
      headers: { 'x-internal-token': token },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().status, 'validate-error');
  });

  it('answers /health and /ready', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
  });
});
