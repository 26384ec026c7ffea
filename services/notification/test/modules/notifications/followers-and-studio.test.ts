import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  FollowApproved,
  FollowCreated,
  FollowRemoved,
  FollowRequested,
  PostCreated,
  UserBecameArtist,
  UserRegistered,
} from '@art/contracts';
import { processed, userSnapshot, waitUntil } from '@art/testing';
import { IDENTITY_DURABLE, SOCIAL_DURABLE } from '../../../src/consumers.js';
import { STUDIO_APPROVED_MESSAGE } from '../../../src/modules/notifications/handlers/studio-outcome.js';
import { newPostMessage } from '../../../src/modules/notifications/rules.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { notificationSuite } from '../../support/notification-suite.js';

describe('new posts, approved follow requests and studio requests become notifications', () => {
  const suite = notificationSuite({ POST_FANOUT_LIMIT: '3' });

  const notificationsOf = (userId: string) =>
    suite.app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  async function handled(durable: string, ...events: { id: string; type: string }[]) {
    for (const event of events) await publishEnvelope(suite.app.bus, event);
    for (const event of events) await processed(suite.app.db, durable, event.id);
  }

  /** An event as it happened `secondsAgo` (follows are ordered by when they happened). */
  const at = <T extends { occurredAt: string }>(event: T, secondsAgo: number): T => ({
    ...event,
    occurredAt: new Date(Date.now() - secondsAgo * 1000).toISOString(),
  });

  it('a new post tells the author’s current followers, at most POST_FANOUT_LIMIT, each once', async () => {
    const studio = randomUUID();
    const [a, b, c, d, gone] = Array.from({ length: 5 }, () => randomUUID());
    await handled(
      SOCIAL_DURABLE,
      at(envelopeOf(FollowCreated, { followerId: a!, artistId: studio }), 50),
      at(envelopeOf(FollowCreated, { followerId: gone!, artistId: studio }), 40),
      at(envelopeOf(FollowApproved, { requestId: 'r-1', followerId: b!, artistId: studio }), 30),
      at(envelopeOf(FollowCreated, { followerId: c!, artistId: studio }), 20),
      at(envelopeOf(FollowRemoved, { followerId: gone!, artistId: studio }), 10),
      // An unfollow that happened before the follow, delivered late, changes nothing.
      at(envelopeOf(FollowRemoved, { followerId: c!, artistId: studio }), 25),
      at(envelopeOf(FollowCreated, { followerId: d!, artistId: studio }), 5),
    );
    const post = envelopeOf(PostCreated, {
      postId: randomUUID(),
      authorId: studio,
      excerpt: '  New   woodcut series ',
    });
    await handled(SOCIAL_DURABLE, post);
    await publishEnvelope(suite.app.bus, post, `${post.id}-again`);
    await suite.app.db.deleteFrom('processed_events').where('event_id', '=', post.id).execute();
    await publishEnvelope(suite.app.bus, post, `${post.id}-late`);
    await waitUntil('the social consumer to be idle', async () => {
      const info = await suite.app.bus.jsm.consumers.info(suite.app.bus.streamName('SOCIAL'), SOCIAL_DURABLE);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });

    for (const follower of [a!, b!, c!]) {
      const rows = (await notificationsOf(follower)).filter((row) => row.event_id === post.id);
      assert.deepEqual(
        rows.map((row) => [row.type, row.sender_id, row.message, row.link]),
        [['post', studio, 'shared a new post: New woodcut series', `/feed/${post.data.postId}`]],
        `follower ${follower}`,
      );
    }
    assert.deepEqual(await notificationsOf(gone!), [], 'an unfollowed member is not told');
    assert.deepEqual(await notificationsOf(d!), [], 'beyond the cap (the longest-standing followers first)');
    assert.equal(newPostMessage(''), 'shared a new post');
    assert.equal(newPostMessage('x'.repeat(200)).length, 'shared a new post: '.length + 80);
  });

  it('an approved follow request tells the requester and settles the studio’s request', async () => {
    const studio = randomUUID();
    const fan = randomUUID();
    const requestId = randomUUID();
    await handled(SOCIAL_DURABLE, envelopeOf(FollowRequested, { requestId, followerId: fan, artistId: studio }));
    let [request] = await notificationsOf(studio);
    assert.equal(request!.follow_request_id, requestId);

    await handled(SOCIAL_DURABLE, envelopeOf(FollowApproved, { requestId, followerId: fan, artistId: studio }));
    [request] = await notificationsOf(studio);
    assert.equal(request!.follow_request_id, null, 'no approve button any more');
    assert.deepEqual(
      (await notificationsOf(fan)).map((row) => [row.type, row.sender_id, row.message]),
      [['follow', studio, 'approved your follow request']],
    );
    const follow = await suite.app.db
      .selectFrom('follows')
      .selectAll()
      .where('follower_id', '=', fan)
      .where('artist_id', '=', studio)
      .executeTakeFirstOrThrow();
    assert.equal(follow.following, true);
  });

  it('an approved studio request tells the applicant, linking their profile; an artist code tells nobody', async () => {
    const applicant = randomUUID();
    const coder = randomUUID();
    await handled(
      IDENTITY_DURABLE,
      envelopeOf(
        UserRegistered,
        userSnapshot({
          userId: applicant,
          name: 'Ram Bahadur',
          slug: 'ram-bahadur',
          email: 'ram@example.test',
          role: 21,
          version: 1,
        }),
      ),
      envelopeOf(UserBecameArtist, { userId: applicant, role: 11, via: 'studio-request' }),
      envelopeOf(UserBecameArtist, { userId: coder, role: 11, via: 'artist-code' }),
    );
    assert.deepEqual(
      (await notificationsOf(applicant)).map((row) => [row.type, row.sender_id, row.message, row.link]),
      [['other', null, STUDIO_APPROVED_MESSAGE, '/profile/ram-bahadur']],
    );
    assert.deepEqual(await notificationsOf(coder), []);
  });
});
