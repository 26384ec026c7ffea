import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  ContentHidden,
  FollowCreated,
  PostCreated,
  PostDeleted,
  PostLiked,
  UserBlocked,
  UserRegistered,
  UserUnblocked,
} from '@art/contracts';
import { processed, userSnapshot, waitUntil } from '@art/testing';
import { IDENTITY_DURABLE, MODERATION_DURABLE, SOCIAL_DURABLE } from '../../../src/consumers.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { notificationSuite } from '../../support/notification-suite.js';

/**
 * What takes notifications away again: a post an operator hid (for all but its author), a post its
 * author deleted (for everybody), a suspended author (whose new post tells nobody), and a block
 * (what each did, out of the other's list). Through the bus, read back from the database.
 */
describe('hidden and deleted posts, suspended authors and blocks take notifications away', () => {
  const suite = notificationSuite();

  async function handled(durable: string, ...events: { id: string; type: string }[]) {
    for (const event of events) await publishEnvelope(suite.app.bus, event);
    for (const event of events) await processed(suite.app.db, durable, event.id);
  }

  /** Each notification of the member as [sender, message, link], oldest first. */
  const listOf = async (userId: string) =>
    (
      await suite.app.db
        .selectFrom('notifications')
        .select(['sender_id', 'message', 'link'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((row) => [row.sender_id, row.message, row.link]);

  /** The whole table (or its notifications of posts), to show that an event changed nothing. */
  const everything = async (onlyPosts = false) => {
    let query = suite.app.db.selectFrom('notifications').selectAll();
    if (onlyPosts) query = query.where('type', '=', 'post');
    return JSON.stringify(await query.orderBy('id').execute());
  };

  /** For events no handler here reads (nothing records them as processed). */
  const socialSettled = () =>
    waitUntil('the social consumer to be idle', async () => {
      const info = await suite.app.bus.jsm.consumers.info(suite.app.bus.streamName('SOCIAL'), SOCIAL_DURABLE);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });

  const link = (postId: string) => `/feed/${postId}`;
  const follows = (artistId: string, ...followerIds: string[]) =>
    handled(SOCIAL_DURABLE, ...followerIds.map((followerId) => envelopeOf(FollowCreated, { followerId, artistId })));
  const newPost = (authorId: string, excerpt: string) =>
    envelopeOf(PostCreated, { postId: randomUUID(), authorId, excerpt });
  const hidden = (post: { postId: string; authorId: string }, targetType: 'post' | 'artwork' = 'post') =>
    envelopeOf(ContentHidden, {
      caseId: null,
      targetType,
      targetId: post.postId,
      ownerId: post.authorId,
      reason: 'Spam',
    });

  it('a hidden post’s "shared a new post" leaves every follower’s list; its author keeps theirs', async () => {
    const author = randomUUID();
    const [fan, other, liker] = [randomUUID(), randomUUID(), randomUUID()];
    await follows(author, fan, other);
    const taken = newPost(author, 'Gone soon');
    const kept = newPost(author, 'Still here');
    await handled(SOCIAL_DURABLE, taken, kept);
    await handled(SOCIAL_DURABLE, envelopeOf(PostLiked, { ...taken.data, likerId: liker }));
    assert.equal((await listOf(fan)).length, 2);

    // Not a post, or no id social could have: no notification of a post changes (the owner is
    // still told of the hide itself, by the moderation handlers).
    const before = await everything(true);
    await handled(
      MODERATION_DURABLE,
      hidden(taken.data, 'artwork'),
      hidden({ postId: 'not-a-post', authorId: author }),
      hidden({ postId: taken.data.postId, authorId: 'not-a-member' }),
    );
    assert.equal(await everything(true), before);

    await handled(MODERATION_DURABLE, hidden(taken.data));
    for (const follower of [fan, other]) {
      assert.deepEqual(await listOf(follower), [[author, 'shared a new post: Still here', link(kept.data.postId)]]);
    }
    assert.deepEqual(
      (await listOf(author)).filter(([, , to]) => to === link(taken.data.postId)),
      [[liker, 'liked your post', link(taken.data.postId)]],
      'the author still reads it, and what was done with it',
    );

    // The hide was handled before the post's own event (another stream): it tells nobody.
    const late = newPost(author, 'Hidden before it was told');
    await handled(MODERATION_DURABLE, hidden(late.data));
    await handled(SOCIAL_DURABLE, late);
    assert.equal((await listOf(fan)).length, 1);
  });

  it('a suspended author’s new post tells nobody; a member in good standing still tells', async () => {
    const [suspended, active, fan] = [randomUUID(), randomUUID(), randomUUID()];
    await handled(
      IDENTITY_DURABLE,
      ...[suspended, active].map((userId, index) =>
        envelopeOf(
          UserRegistered,
          userSnapshot({
            userId,
            name: `Author ${index}`,
            slug: `author-${userId.slice(0, 8)}`,
            email: `author-${userId.slice(0, 8)}@example.test`,
            role: 11,
            version: 1,
            suspended: userId === suspended,
          }),
        ),
      ),
    );
    await follows(suspended, fan);
    await follows(active, fan);
    await handled(SOCIAL_DURABLE, newPost(suspended, 'While suspended'), newPost(active, 'In good standing'));
    assert.deepEqual(
      (await listOf(fan)).map(([sender, message]) => [sender, message]),
      [[active, 'shared a new post: In good standing']],
    );
  });

  it('a deleted post takes every notification of it away, the author’s too; a late PostCreated tells nobody', async () => {
    const author = randomUUID();
    const [fan, liker] = [randomUUID(), randomUUID()];
    await follows(author, fan);
    const deleted = newPost(author, 'Deleted by its author');
    const kept = newPost(author, 'Kept');
    await handled(SOCIAL_DURABLE, deleted, kept);
    await handled(
      SOCIAL_DURABLE,
      envelopeOf(PostLiked, { ...deleted.data, likerId: liker }),
      envelopeOf(PostLiked, { ...kept.data, likerId: liker }),
    );

    const before = await everything();
    await handled(SOCIAL_DURABLE, envelopeOf(PostDeleted, { postId: 'not-a-post', authorId: author }));
    await handled(SOCIAL_DURABLE, envelopeOf(PostDeleted, { postId: randomUUID(), authorId: author }));
    assert.equal(await everything(), before, 'an unknown post changes nothing');

    await handled(SOCIAL_DURABLE, envelopeOf(PostDeleted, { postId: deleted.data.postId, authorId: author }));
    assert.deepEqual(await listOf(fan), [[author, 'shared a new post: Kept', link(kept.data.postId)]]);
    assert.deepEqual(await listOf(author), [
      [fan, 'started following you', ''],
      [liker, 'liked your post', link(kept.data.postId)],
    ]);
    const actors = await suite.app.db.selectFrom('notification_actors').select('notification_id').execute();
    const ids = new Set((await suite.app.db.selectFrom('notifications').select('id').execute()).map((row) => row.id));
    assert.ok(
      actors.every((row) => ids.has(row.notification_id)),
      'no count is left of a deleted notification',
    );

    // Delivered again after the deletion (its first delivery failed): nobody is told again.
    await handled(SOCIAL_DURABLE, { ...deleted, id: randomUUID() });
    assert.deepEqual(await listOf(fan), [[author, 'shared a new post: Kept', link(kept.data.postId)]]);
  });

  it('a block takes what each did out of the other’s list and counts them out of grouped likes; unblocking brings nothing back', async () => {
    const [blocker, blocked, friend, stranger] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    // The blocked member follows the blocker and hears of their post; the blocker follows back.
    await follows(blocker, blocked);
    await follows(blocked, blocker);
    await follows(stranger, blocked);
    const blockersPost = newPost(blocker, 'Words the blocked one must not keep');
    const blockedsPost = newPost(blocked, 'Words the blocker must not keep');
    const strangersPost = newPost(stranger, 'Someone else');
    await handled(SOCIAL_DURABLE, blockersPost, blockedsPost, strangersPost);
    // On the blocker's posts: one liked by the blocked alone, one by a friend then the blocked
    // (the blocked shown), one by the blocked then the friend (the friend shown).
    const [alone, friendFirst, blockedFirst] = [randomUUID(), randomUUID(), randomUUID()];
    const like = (postId: string, likerId: string) =>
      envelopeOf(PostLiked, { postId, authorId: blocker, excerpt: 'x', likerId });
    await handled(SOCIAL_DURABLE, like(alone, blocked));
    await handled(SOCIAL_DURABLE, like(friendFirst, friend));
    await handled(SOCIAL_DURABLE, like(friendFirst, blocked));
    await handled(SOCIAL_DURABLE, like(blockedFirst, blocked));
    await handled(SOCIAL_DURABLE, like(blockedFirst, friend));
    const blockersBefore = await listOf(blocker);
    assert.deepEqual(blockersBefore, [
      [blocked, 'started following you', ''],
      [blocked, 'shared a new post: Words the blocker must not keep', link(blockedsPost.data.postId)],
      [blocked, 'liked your post', link(alone)],
      [blocked, 'and 1 other liked your post', link(friendFirst)],
      [friend, 'and 1 other liked your post', link(blockedFirst)],
    ]);

    const before = await everything();
    await handled(
      SOCIAL_DURABLE,
      envelopeOf(UserBlocked, { blockerId: blocker, blockedId: 'not-a-member' }),
      envelopeOf(UserBlocked, { blockerId: blocker, blockedId: blocker }),
    );
    assert.equal(await everything(), before, 'bad ids change nothing');

    await handled(SOCIAL_DURABLE, envelopeOf(UserBlocked, { blockerId: blocker, blockedId: blocked }));
    assert.deepEqual(await listOf(blocker), [
      [friend, 'liked your post', link(friendFirst)],
      [friend, 'liked your post', link(blockedFirst)],
    ]);
    assert.deepEqual(await listOf(blocked), [
      [stranger, 'shared a new post: Someone else', link(strangersPost.data.postId)],
    ]);
    const counted = await suite.app.db
      .selectFrom('notification_actors')
      .select('actor_id')
      .where('actor_id', '=', blocked)
      .execute();
    assert.deepEqual(counted, [], 'the blocked member is counted in no group');

    const afterBlock = await everything();
    await publishEnvelope(suite.app.bus, envelopeOf(UserUnblocked, { blockerId: blocker, blockedId: blocked }));
    await socialSettled();
    assert.equal(await everything(), afterBlock, 'an unblock restores nothing');
  });
});
