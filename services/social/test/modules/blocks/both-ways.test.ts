import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BLOCKED, callAs, HIDDEN, listedIds, refused } from '../../support/audience.js';
import { createPost } from '../../support/posts.js';
import { type SeededUser, type SocialTestContext, seedUser, startSocialTestApp } from '../../support/test-app.js';

/**
 * A public member, the member they block and the member who blocks them: a block hides each
 * party's posts, comments, cards and lists from the other and refuses their writes, both ways.
 */
let t: SocialTestContext;
let owner: SeededUser;
let third: SeededUser;
let stranger: SeededUser;
/** Blocked by the owner. */
let blocked: SeededUser;
/** Blocks the owner. */
let blocker: SeededUser;
const posts: Record<string, string> = {};
const comments: Record<string, string> = {};

const ok = async (response: Awaited<ReturnType<typeof callAs>>, what: string) => {
  assert.equal(response.statusCode, 200, `${what}: ${response.body}`);
  return response.json();
};
const comment = async (who: SeededUser, postId: string, text: string) =>
  (await ok(await callAs(t, who, 'POST', '/api/v2/post/comments/new', { comment: text, post_id: postId }), text))
    .message._id as string;

before(async () => {
  t = await startSocialTestApp('blocks_both_ways');
  owner = await seedUser(t.db, { name: 'Open Studio', role: 11 });
  third = await seedUser(t.db, { name: 'Third Studio', role: 11 });
  stranger = await seedUser(t.db, { name: 'Stranger', role: 21 });
  blocked = await seedUser(t.db, { name: 'Blocked', role: 12 });
  blocker = await seedUser(t.db, { name: 'Blocker', role: 12 });
  for (const who of [owner, third, stranger, blocked, blocker])
    posts[who.id] = (await createPost(t, who, `${who.name} post`))._id;
  // Everybody comments on the third member's post; the owner also on their own.
  for (const who of [owner, blocked, blocker])
    comments[who.id] = await comment(who, posts[third.id] as string, who.name);
  comments.onOwnPost = await comment(owner, posts[owner.id] as string, 'Thanks for coming');
  // The owner and the third member follow each other (the owner's card is in both of third's lists).
  await ok(await callAs(t, owner, 'POST', '/api/secure/followartist', { artist: third.id }), 'follow');
  await ok(await callAs(t, third, 'POST', '/api/secure/followartist', { artist: owner.id }), 'follow back');
  await ok(await callAs(t, owner, 'PATCH', `/api/user/${blocked.id}`), 'block');
  await ok(await callAs(t, blocker, 'PATCH', `/api/user/${owner.id}`), 'block');
});
after(async () => {
  await t?.close();
});

/** Each pair across a block, in both directions: who looks, at whom. */
const pairs = () =>
  [
    ['the blocked member at the owner', blocked, owner],
    ['the owner at the member they block', owner, blocked],
    ['the blocker at the owner', blocker, owner],
    ['the owner at the member who blocks them', owner, blocker],
  ] as const;

describe('a block hides, both ways', () => {
  test('the other party’s posts, post, comments and lists answer 404', async () => {
    for (const [who, viewer, other] of pairs()) {
      for (const url of [
        `/api/post/getbyartist/${other.id}/10`,
        `/api/feed/post/${posts[other.id]}`,
        `/api/v2/post/comments/${posts[other.id]}/10`,
        `/api/user/follower?userId=${other.id}`,
        `/api/user/following?userId=${other.id}`,
      ]) {
        const response = await refused(t, viewer, 'GET', url, HIDDEN);
        assert.ok(!response.body.includes(`${other.name} post`), `${who}: ${url}`);
      }
    }
  });

  test('the other party’s posts are left out of every feed', async () => {
    for (const [who, viewer, other] of pairs()) {
      for (const url of [
        '/api/feed/allPosts?total=50',
        '/api/feed/posts?total=50',
        '/api/feed/posts?show=recommended&total=50',
        '/api/posts/recommended',
      ]) {
        const ids = await listedIds(t, viewer, url);
        assert.ok(!ids.includes(posts[other.id] as string), `${who}: ${url}`);
        assert.ok(ids.includes(posts[stranger.id] as string), `${who} still sees the stranger's post in ${url}`);
      }
    }
    // The stranger, on neither side, sees all of them.
    const ids = await listedIds(t, stranger, '/api/feed/allPosts?total=50');
    for (const who of [owner, blocked, blocker]) assert.ok(ids.includes(posts[who.id] as string));
  });

  test('the other party’s comments in a third member’s thread and its preview are left out', async () => {
    const thread = `/api/v2/post/comments/${posts[third.id]}/10`;
    for (const [who, viewer, other] of pairs()) {
      const listed = await listedIds(t, viewer, thread);
      assert.ok(!listed.includes(comments[other.id] as string), `${who}: the thread`);
      assert.ok(listed.includes(comments[viewer.id] as string), `${who}: their own comment stays`);
      const preview = await listedIds(t, viewer, '/api/feed/allPosts?total=50');
      assert.ok(!preview.includes(comments[other.id] as string), `${who}: the preview`);
      const post = await ok(await callAs(t, viewer, 'GET', `/api/feed/post/${posts[third.id]}`), 'post');
      const shown = post.message.comments.map((c: { _id: string }) => c._id);
      assert.ok(!shown.includes(comments[other.id]), `${who}: the post's preview`);
    }
    const total = (await callAs(t, blocked, 'GET', thread)).json().total;
    assert.equal(total, 2, 'the count leaves out the owner’s comment too');
    assert.equal((await listedIds(t, stranger, thread)).length, 3);
  });

  test('the other party’s card is left out of a third member’s lists and of the studios to follow', async () => {
    for (const [who, viewer, other] of pairs()) {
      for (const url of [`/api/user/follower?userId=${third.id}`, `/api/user/following?userId=${third.id}`]) {
        if (other.id !== owner.id) continue; // only the owner follows and is followed by the third member
        assert.ok(!(await listedIds(t, viewer, url)).includes(owner.id), `${who}: ${url}`);
      }
      for (const url of ['/api/studios/tofollow', '/api/studios/recommended']) {
        assert.ok(!(await listedIds(t, viewer, url)).includes(other.id), `${who}: ${url}`);
      }
    }
    for (const url of ['/api/studios/tofollow', '/api/studios/recommended']) {
      const ids = await listedIds(t, stranger, url);
      for (const who of [owner, blocked, blocker]) assert.ok(ids.includes(who.id), `the stranger sees all in ${url}`);
    }
    assert.ok((await listedIds(t, stranger, `/api/user/follower?userId=${third.id}`)).includes(owner.id));
    // The count of a list leaves out whom the list leaves out.
    const count = async (viewer: SeededUser) =>
      (await callAs(t, viewer, 'GET', `/api/user/follower?userId=${third.id}`)).json().total;
    assert.equal(await count(stranger), 1);
    assert.equal(await count(blocked), 0);
    assert.equal(await count(blocker), 0);
  });
});

describe('a block refuses, both ways', () => {
  test('follow, like, comment and hide answer 403 blocked and change nothing', async () => {
    for (const [who, actor, other] of pairs()) {
      const postId = posts[other.id] as string;
      await refused(t, actor, 'POST', '/api/secure/followartist', BLOCKED, { artist: other.id });
      await refused(t, actor, 'POST', '/api/post/like', BLOCKED, { post: postId });
      await refused(t, actor, 'POST', '/api/v2/post/comments/new', BLOCKED, { comment: 'Across', post_id: postId });
      await refused(t, actor, 'PATCH', `/api/post/hide/${postId}`, HIDDEN);
      const follows = await t.db
        .selectFrom('follows')
        .selectAll()
        .where('follower_id', '=', actor.id)
        .where('artist_id', '=', other.id)
        .execute();
      assert.deepEqual(follows, [], who);
    }
    const touched = await t.db
      .selectFrom('posts')
      .select(['author_id', 'likes_count', 'comments_count'])
      .where('author_id', 'in', [owner.id, blocked.id, blocker.id])
      .orderBy('author_id')
      .execute();
    for (const post of touched) {
      assert.equal(post.likes_count, 0);
      assert.equal(post.comments_count, post.author_id === owner.id ? 1 : 0);
    }
    assert.deepEqual(await t.db.selectFrom('follow_requests').selectAll().execute(), []);
  });

  test('the onboarding skips a studio across a block instead of failing', async () => {
    const response = await callAs(t, blocker, 'POST', '/api/user/initiatefollows', { follows: [owner.id, third.id] });
    assert.equal(response.statusCode, 200, response.body);
    const followed = await t.db
      .selectFrom('follows')
      .select('artist_id')
      .where('follower_id', '=', blocker.id)
      .execute();
    assert.deepEqual(
      followed.map((row) => row.artist_id),
      [third.id],
    );
  });
});
