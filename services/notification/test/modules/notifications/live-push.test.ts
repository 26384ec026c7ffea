import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ArtworkLiked, PostLiked, UserRegistered } from '@art/contracts';
import { processed, waitUntil } from '@art/testing';
import { IDENTITY_DURABLE, SOCIAL_DURABLE } from '../../../src/consumers.js';
import { storeNotification } from '../../../src/modules/notifications/store.js';
import { recreateDatabase } from '../../support/database.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { type LiveSocket, startLiveSocket } from '../../support/live-socket.js';
import { type NotificationApp, startNotification } from '../../support/notification-app.js';
import { deleteQueueKeys } from '../../support/queue-keys.js';
import { deleteTestStreams } from '../../support/streams.js';
import { TEST_DATABASE_URL } from '../../support/test-config.js';

/** Long enough for a second (wrong) push to have arrived after the consumer settled. */
const GRACE_MS = 400;

describe('new-notification is pushed to the live socket', () => {
  let app: NotificationApp;
  let queuePrefix: string;
  let redisUrl: string;
  let live: LiveSocket;

  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    let liveKey: string;
    ({
      app,
      config: { MAIL_QUEUE_PREFIX: queuePrefix, REDIS_URL: redisUrl, LIVE_SOCKET_KEY: liveKey },
    } = await startNotification({}));
    live = await startLiveSocket(redisUrl, liveKey);
  });

  after(async () => {
    await live.close();
    await deleteTestStreams(app.bus, ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER']);
    await app.close();
    await deleteQueueKeys(redisUrl, queuePrefix);
  });

  const settled = (stream: string, durable: string) =>
    waitUntil(`the ${durable} consumer to be idle`, async () => {
      const info = await app.bus.jsm.consumers.info(app.bus.streamName(stream), durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });

  async function registerUser(name: string) {
    const userId = randomUUID();
    const event = envelopeOf(UserRegistered, {
      userId,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      email: `${userId}@example.test`,
      role: 21,
      picture: `http://art.test/media/${userId}.webp`,
      cover: '',
      verifiedArtist: false,
      emailVerified: true,
      isPrivate: false,
      categories: [],
      version: 1,
    });
    await publishEnvelope(app.bus, event);
    await processed(app.db, IDENTITY_DURABLE, event.id);
    return userId;
  }

  it('a like delivered twice reaches the author once, as the stored notification with its sender', async () => {
    const authorId = randomUUID();
    const likerId = await registerUser('Anjali Gurung');
    const { received } = await live.connectAs(authorId);
    const { received: othersReceived } = await live.connectAs(randomUUID());

    const postId = randomUUID();
    const liked = envelopeOf(PostLiked, { postId, authorId, excerpt: 'Woodcut', likerId });
    await publishEnvelope(app.bus, liked);
    await publishEnvelope(app.bus, liked, `${liked.id}-again`);
    await waitUntil('the push', async () => received.length > 0);
    await settled('SOCIAL', SOCIAL_DURABLE);
    await sleep(GRACE_MS);

    assert.equal(received.length, 1);
    const [row] = await app.db.selectFrom('notifications').selectAll().where('user_id', '=', authorId).execute();
    assert.ok(row);
    assert.deepEqual(received[0], {
      _id: row.id,
      type: 'post',
      read: 'no',
      sender: { _id: likerId, name: 'Anjali Gurung', picture: `http://art.test/media/${likerId}.webp` },
      message: 'liked your post',
      link: `/feed/${postId}`,
      image: '',
      created: row.created_at.toISOString(),
      followRequestId: null,
    });
    assert.equal(othersReceived.length, 0, 'only the recipient’s room gets it');
  });

  it('a second like on the same post updates the one notification, pushed again, the count exact', async () => {
    const authorId = randomUUID();
    const first = await registerUser('Bikash Rai');
    const second = await registerUser('Anjali Thapa');
    const { received } = await live.connectAs(authorId);
    const postId = randomUUID();
    const post = { postId, authorId, excerpt: 'Thangka study' };

    const firstLike = envelopeOf(PostLiked, { ...post, likerId: first });
    await publishEnvelope(app.bus, firstLike);
    await waitUntil('the first push', async () => received.length === 1);
    const secondLike = envelopeOf(PostLiked, { ...post, likerId: second });
    await publishEnvelope(app.bus, secondLike);
    await waitUntil('the second push', async () => received.length === 2);

    // The same events again after processed_events forgot them (pruned): nothing changes or is pushed.
    await processed(app.db, SOCIAL_DURABLE, secondLike.id);
    await app.db.deleteFrom('processed_events').where('event_id', 'in', [firstLike.id, secondLike.id]).execute();
    await publishEnvelope(app.bus, firstLike, `${firstLike.id}-late`);
    await publishEnvelope(app.bus, secondLike, `${secondLike.id}-late`);
    await processed(app.db, SOCIAL_DURABLE, secondLike.id);
    await settled('SOCIAL', SOCIAL_DURABLE);
    await sleep(GRACE_MS);

    const rows = await app.db.selectFrom('notifications').selectAll().where('user_id', '=', authorId).execute();
    assert.equal(rows.length, 1, 'one notification for the post');
    assert.equal(rows[0]!.message, 'and 1 other liked your post');
    assert.equal(rows[0]!.sender_id, second);
    assert.equal(received.length, 2);
    assert.equal(received[1]!._id, received[0]!._id);
    assert.equal(received[1]!.message, 'and 1 other liked your post');
    assert.deepEqual(received[1]!.sender?.name, 'Anjali Thapa');
    assert.ok(received[1]!.created >= received[0]!.created, 'moved to the top');
  });

  it('likes of a read notification start a new one; artwork likes group the same way', async () => {
    const authorId = randomUUID();
    const { received } = await live.connectAs(authorId);
    const artwork = {
      artworkId: randomUUID(),
      slug: 'himalayan-dawn',
      name: 'Himalayan Dawn',
      thumbnail: 'http://art.test/media/thumb.webp',
      authorId,
    };
    for (const _ of [1, 2, 3]) {
      await publishEnvelope(app.bus, envelopeOf(ArtworkLiked, { ...artwork, likerId: randomUUID() }));
    }
    await waitUntil('three pushes', async () => received.length === 3);
    let rows = await app.db.selectFrom('notifications').selectAll().where('user_id', '=', authorId).execute();
    assert.deepEqual(
      rows.map((row) => row.message),
      ['and 2 others liked your artwork'],
    );
    await app.db.updateTable('notifications').set({ read: 'yes' }).where('user_id', '=', authorId).execute();
    await publishEnvelope(app.bus, envelopeOf(ArtworkLiked, { ...artwork, likerId: randomUUID() }));
    await waitUntil('the fourth push', async () => received.length === 4);
    rows = await app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', authorId)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      rows.map((row) => [row.message, row.read]),
      [
        ['and 2 others liked your artwork', 'yes'],
        ['liked your artwork', 'no'],
      ],
    );
    assert.notEqual(received[3]!._id, received[0]!._id);
  });

  it('a transaction that rolls back pushes nothing; the one that commits pushes after its commit', async () => {
    const userId = randomUUID();
    const { received } = await live.connectAs(userId);
    const notification = (message: string) => ({
      userId,
      type: 'other' as const,
      senderId: null,
      message,
      link: '',
      image: '',
      eventId: randomUUID(),
    });
    await assert.rejects(
      app.consumerDb.transaction().execute(async (trx) => {
        await storeNotification(trx, notification('rolled back'));
        throw new Error('the handler failed');
      }),
      /the handler failed/,
    );
    await app.consumerDb.transaction().execute(async (trx) => {
      await storeNotification(trx, notification('committed'));
      await sleep(150);
      assert.equal(received.length, 0, 'nothing is pushed before the commit');
    });
    await waitUntil('the push', async () => received.length > 0);
    await sleep(GRACE_MS);
    assert.deepEqual(
      received.map((view) => view.message),
      ['committed'],
    );
  });
});
