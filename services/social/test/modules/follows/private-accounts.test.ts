import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { callAs, listedIds, PRIVATE, refused } from '../../support/audience.js';
import { createPost } from '../../support/posts.js';
import { type SeededUser, type SocialTestContext, seedUser, startSocialTestApp } from '../../support/test-app.js';

/**
 * A private member's posts, the comments on them and their lists, read and touched by a guest, a
 * stranger, a member whose follow request is pending, an approved follower and the member.
 */
let t: SocialTestContext;
let owner: SeededUser;
let third: SeededUser;
let stranger: SeededUser;
let requester: SeededUser;
let follower: SeededUser;
let postId: string;
let commentId: string;
let thirdPostId: string;
let ownerCommentOnThirdId: string;

const ok = async (response: Awaited<ReturnType<typeof callAs>>, what: string) => {
  assert.equal(response.statusCode, 200, `${what}: ${response.body}`);
  return response.json();
};

before(async () => {
  t = await startSocialTestApp('private_accounts');
  owner = await seedUser(t.db, { name: 'Quiet Studio', role: 11, isPrivate: true });
  third = await seedUser(t.db, { name: 'Open Studio', role: 11 });
  stranger = await seedUser(t.db, { name: 'Stranger', role: 21 });
  requester = await seedUser(t.db, { name: 'Requester', role: 21 });
  follower = await seedUser(t.db, { name: 'Follower', role: 21 });

  postId = (await createPost(t, owner, 'Only for my followers'))._id;
  thirdPostId = (await createPost(t, third, 'Open studio day'))._id;
  // The follower asks and is approved; the requester asks and waits.
  for (const asker of [follower, requester]) {
    const asked = await ok(await callAs(t, asker, 'POST', '/api/secure/followartist', { artist: owner.id }), 'ask');
    assert.equal(asked.status, 'requested');
  }
  const requests = await ok(await callAs(t, owner, 'GET', '/api/user/followrequests'), 'requests');
  const request = requests.message.find((r: { follower: { _id: string } }) => r.follower._id === follower.id);
  await ok(await callAs(t, owner, 'POST', '/api/user/approvefollow', { notification: request._id }), 'approve');
  // The owner follows the third member (their following list), the third member is followed back.
  await ok(await callAs(t, owner, 'POST', '/api/secure/followartist', { artist: third.id }), 'follow third');
  commentId = (
    await ok(
      await callAs(t, follower, 'POST', '/api/v2/post/comments/new', { comment: 'See you there', post_id: postId }),
      'comment',
    )
  ).message._id;
  ownerCommentOnThirdId = (
    await ok(
      await callAs(t, owner, 'POST', '/api/v2/post/comments/new', { comment: 'Lovely', post_id: thirdPostId }),
      'comment on third',
    )
  ).message._id;
});
after(async () => {
  await t?.close();
});

describe('a private member to those who may not see their content', () => {
  const closedTo = () =>
    [
      ['guest', null],
      ['stranger', stranger],
      ['requester (pending)', requester],
    ] as const;

  test('their posts, one post, its comments and their lists answer 403 private-account', async () => {
    for (const [who, caller] of closedTo()) {
      for (const url of [
        `/api/post/getbyartist/${owner.id}/10`,
        `/api/feed/allPosts?artistId=${owner.id}`,
        `/api/feed/post/${postId}`,
        `/api/v2/post/comments/${postId}/10`,
        `/api/user/follower?userId=${owner.id}`,
        `/api/user/following?userId=${owner.id}`,
      ]) {
        const response = await refused(t, caller, 'GET', url, PRIVATE);
        assert.equal(response.json().message, 'This account is private', `${who}: ${url}`);
        assert.ok(!response.body.includes('Only for my followers'), `${who}: ${url}`);
      }
    }
  });

  test('their posts are left out of every feed, and of the count of everyone’s', async () => {
    for (const [who, caller] of closedTo()) {
      const feeds = ['/api/feed/allPosts?total=50', '/api/feed/allPosts?sort=popular&total=50'];
      if (caller) feeds.push('/api/feed/posts?total=50', '/api/feed/posts?show=recommended&total=50');
      if (caller) feeds.push('/api/posts/recommended');
      for (const url of feeds) {
        const ids = await listedIds(t, caller, url);
        assert.ok(!ids.includes(postId), `${who}: ${url}`);
        assert.ok(ids.includes(thirdPostId), `${who} still sees public posts in ${url}`);
      }
    }
    const everyone = (await callAs(t, null, 'GET', '/api/feed/allPosts?total=50')).json();
    assert.equal(everyone.total, 1, 'only the third member’s post counts for a guest');
  });

  test('they cannot like or comment on the post, and nothing changes', async () => {
    for (const caller of [stranger, requester]) {
      await refused(t, caller, 'POST', '/api/post/like', PRIVATE, { post: postId });
      await refused(t, caller, 'POST', '/api/v2/post/comments/new', PRIVATE, { comment: 'Hello', post_id: postId });
      await refused(t, caller, 'PATCH', `/api/post/hide/${postId}`, PRIVATE);
    }
    const post = await t.db
      .selectFrom('posts')
      .select(['likes_count', 'comments_count'])
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(post, { likes_count: 0, comments_count: 1 });
    assert.equal((await t.db.selectFrom('post_hides').selectAll().execute()).length, 0);
  });

  test('the profile card stays: the member is listed among those the third member’s lists show', async () => {
    const thirdFollowers = await listedIds(t, null, `/api/user/follower?userId=${third.id}`);
    assert.ok(thirdFollowers.includes(owner.id));
    // Comments the private member writes in other people's threads belong to those threads.
    const thread = await listedIds(t, stranger, `/api/v2/post/comments/${thirdPostId}/10`);
    assert.ok(thread.includes(ownerCommentOnThirdId));
  });
});

describe('a private member to an approved follower and to themself', () => {
  test('both see the posts, the post, its comments and the lists', async () => {
    for (const caller of [follower, owner]) {
      assert.ok((await listedIds(t, caller, `/api/post/getbyartist/${owner.id}/10`)).includes(postId));
      assert.ok((await listedIds(t, caller, '/api/feed/allPosts?total=50')).includes(postId));
      assert.ok((await listedIds(t, caller, '/api/feed/posts?total=50')).includes(postId));
      const post = await ok(await callAs(t, caller, 'GET', `/api/feed/post/${postId}`), 'post');
      assert.equal(post.message.post, 'Only for my followers');
      assert.deepEqual(await listedIds(t, caller, `/api/v2/post/comments/${postId}/10`), [commentId]);
      assert.deepEqual(await listedIds(t, caller, `/api/user/follower?userId=${owner.id}`), [follower.id]);
      assert.deepEqual(await listedIds(t, caller, `/api/user/following?userId=${owner.id}`), [third.id]);
    }
    assert.ok((await listedIds(t, follower, '/api/feed/following?total=50')).includes(postId));
  });

  test('the follower may like and comment', async () => {
    const liked = await ok(await callAs(t, follower, 'POST', '/api/post/like', { post: postId }), 'like');
    assert.equal(liked.liked, true);
    await ok(
      await callAs(t, follower, 'POST', '/api/v2/post/comments/new', { comment: 'Again', post_id: postId }),
      'comment',
    );
  });
});
