import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  FollowApproved,
  FollowCreated,
  FollowRequestCancelled,
  FollowRequested,
  PostCommented,
  PostLiked,
} from '@art/contracts';
import { waitUntil } from '@art/testing';
import { SOCIAL_DURABLE } from '../../../src/consumers.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { notificationSuite } from '../../support/notification-suite.js';

describe('social events become notifications', () => {
  const suite = notificationSuite();

  const settled = () =>
    waitUntil('the social consumer to be idle', async () => {
      const info = await suite.app.bus.jsm.consumers.info(suite.app.bus.streamName('SOCIAL'), SOCIAL_DURABLE);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
  const notificationsOf = (userId: string) =>
    suite.app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  it('a like and a comment on a post tell its author once; one’s own tell nobody', async () => {
    const authorId = randomUUID();
    const fanId = randomUUID();
    const post = { postId: randomUUID(), authorId, excerpt: 'New woodcut series' };
    const liked = envelopeOf(PostLiked, { ...post, likerId: fanId });
    await publishEnvelope(suite.app.bus, liked);
    await publishEnvelope(suite.app.bus, liked, `${liked.id}-again`);
    await publishEnvelope(suite.app.bus, envelopeOf(PostLiked, { ...post, likerId: authorId }));
    await publishEnvelope(
      suite.app.bus,
      envelopeOf(PostCommented, { ...post, commenterId: fanId, commentId: randomUUID() }),
    );
    await settled();
    const rows = await notificationsOf(authorId);
    assert.deepEqual(
      rows.map((row) => [row.type, row.sender_id, row.message, row.link]),
      [
        ['post', fanId, 'liked your post', `/feed/${post.postId}`],
        ['post', fanId, 'commented on your post', `/feed/${post.postId}`],
      ],
    );
  });

  it('a follow and a follow request tell the studio; the request carries its id', async () => {
    const studioId = randomUUID();
    const fanId = randomUUID();
    const requestId = randomUUID();
    await publishEnvelope(
      suite.app.bus,
      envelopeOf(FollowRequested, { requestId, followerId: fanId, artistId: studioId }),
    );
    await publishEnvelope(suite.app.bus, envelopeOf(FollowCreated, { followerId: fanId, artistId: studioId }));
    await settled();
    const rows = await notificationsOf(studioId);
    assert.deepEqual(
      rows.map((row) => [row.type, row.message, row.link]),
      [
        ['follow', 'asked to follow you', `/notifications?followRequest=${requestId}`],
        ['follow', 'started following you', ''],
      ],
    );
  });

  it('a withdrawn follow request takes its "asked to follow you" away; an approved one keeps it', async () => {
    const studioId = randomUUID();
    const request = () => ({ requestId: randomUUID(), followerId: randomUUID(), artistId: studioId });
    const withdrawn = request();
    const approved = request();
    const waiting = request();
    for (const asked of [withdrawn, approved, waiting]) {
      await publishEnvelope(suite.app.bus, envelopeOf(FollowRequested, asked));
    }
    await settled();
    assert.equal((await notificationsOf(studioId)).length, 3);
    await publishEnvelope(suite.app.bus, envelopeOf(FollowRequestCancelled, withdrawn));
    await publishEnvelope(suite.app.bus, envelopeOf(FollowApproved, approved));
    // An id that is not a member's (a uuid here) is skipped, not a message that fails forever.
    await publishEnvelope(suite.app.bus, envelopeOf(FollowRequestCancelled, { ...waiting, artistId: 'not-a-uuid' }));
    await settled();
    const rows = await notificationsOf(studioId);
    assert.deepEqual(
      rows.map((row) => [row.sender_id, row.message, row.follow_request_id]),
      [
        [approved.followerId, 'asked to follow you', null],
        [waiting.followerId, 'asked to follow you', waiting.requestId],
      ],
    );
  });
});
