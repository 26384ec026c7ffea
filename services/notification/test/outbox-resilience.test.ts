import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { VerificationRequested } from '@art/contracts';
import {
  type Bus,
  connectBus,
  createDb,
  ensureDatabase,
  ensureStream,
  type KitTables,
  migrateToLatest,
  type OutboxRelay,
  startOutboxRelay,
  writeEvent,
} from '@art/kit';
import { type MailSink, type OwnNats, startMailSink, startOwnNats, waitUntil } from '@art/testing';
import type { Kysely } from 'kysely';
import { recreateDatabase } from './support/database.js';
import { type IdentityStandIn, startIdentityStandIn } from './support/identity-stand-in.js';
import { type NotificationApp, startNotification } from './support/notification-app.js';
import { deleteQueueKeys } from './support/queue-keys.js';
import { waitForSettled } from './support/settled.js';
import { runId, TEST_DATABASE_URL, TEST_INTERNAL_TOKEN } from './support/test-config.js';

/** Stands in for identity: its own database with the kit's outbox, and a relay publishing it. */
const PUBLISHER_DATABASE_URL = TEST_DATABASE_URL.replace(/\/[^/]+$/, '/art_notification_test_publisher');

describe('outbox to mail while NATS is stopped and restarted', () => {
  let nats: OwnNats;
  let sink: MailSink;
  let app: NotificationApp;
  let publisherDb: Kysely<KitTables>;
  let publisherBus: Bus;
  let relay: OutboxRelay;
  let queuePrefix: string;
  let redisUrl: string;
  let identity: IdentityStandIn;

  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    await recreateDatabase(PUBLISHER_DATABASE_URL);
    nats = await startOwnNats();
    sink = await startMailSink();
    identity = await startIdentityStandIn(TEST_INTERNAL_TOKEN);
    ({
      app,
      config: { MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl },
    } = await startNotification({
      NATS_URL: nats.url,
      SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
      IDENTITY_URL: identity.url,
    }));

    await ensureDatabase(PUBLISHER_DATABASE_URL);
    publisherDb = createDb<KitTables>(PUBLISHER_DATABASE_URL, 4);
    await migrateToLatest(publisherDb as Kysely<unknown>, {});
    publisherBus = await connectBus({ url: nats.url, name: 'test-publisher', prefix: runId });
    await ensureStream(publisherBus, 'IDENTITY', 'identity');
    relay = startOutboxRelay({
      db: publisherDb,
      bus: publisherBus,
      logger: app.log.child({ component: 'test-publisher' }) as never,
      intervalMs: 100,
    });
  });

  after(async () => {
    await relay?.stop();
    await publisherBus?.nc.close();
    await publisherDb?.destroy();
    await app?.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
    await sink?.stop();
    await nats?.dispose();
    await identity?.close();
  });

  async function registerMember(email: string) {
    const envelope = await publisherDb
      .transaction()
      .execute((trx) =>
        writeEvent(trx, VerificationRequested, identity.addCode({ name: 'Nabin Adhikari', email }, '246810')),
      );
    relay.kick();
    return envelope.id;
  }

  it('publishes every event exactly once and sends every mail once', { timeout: 90_000 }, async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `outbox-${i}-${runId}@example.test`);
    const eventIds: string[] = [];

    // Two members register while NATS is up.
    for (const email of emails.slice(0, 2)) eventIds.push(await registerMember(email));
    await sink.waitForMail(emails[1]);

    // NATS stops; registrations go on and their events wait in the outbox.
    await nats.stop();
    for (const email of emails.slice(2)) eventIds.push(await registerMember(email));
    await waitUntil(
      'the relay to have tried and failed',
      async () => {
        const row = await publisherDb
          .selectFrom('outbox')
          .select(['attempts', 'sent_at'])
          .where('id', '=', eventIds[2])
          .executeTakeFirstOrThrow();
        return row.attempts > 0 && row.sent_at === null;
      },
      { timeoutMs: 20_000 },
    );
    const waiting = await publisherDb.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
    assert.ok(waiting.length >= 1, 'events written during the outage are kept unsent');

    // NATS comes back (same store, so the stream and the durable consumer are still there).
    await nats.start();
    relay.kick();
    await waitUntil(
      'every outbox row to be sent',
      async () => {
        const unsent = await publisherDb.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
        if (unsent.length > 0) relay.kick();
        return unsent.length === 0;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );

    // Each event is in the stream once: the relay's retries carried the same msgID.
    const stream = publisherBus.streamName('IDENTITY');
    const info = await publisherBus.jsm.streams.info(stream);
    assert.equal(info.state.messages, eventIds.length);
    const stored: string[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq += 1) {
      const message = await publisherBus.jsm.streams.getMessage(stream, { seq });
      stored.push(JSON.parse(new TextDecoder().decode(message.data)).id);
    }
    assert.deepEqual([...stored].sort(), [...eventIds].sort());

    // And each member gets exactly one mail.
    for (const email of emails) await sink.waitForMail(email, 30_000);
    await waitForSettled(app, 30_000);
    for (const email of emails) assert.equal((await sink.readMails(email)).length, 1, `one mail to ${email}`);
    const logged = await app.db.selectFrom('mail_log').select('event_id').execute();
    assert.deepEqual(logged.map((row) => row.event_id).sort(), [...eventIds].sort());
  });
});
