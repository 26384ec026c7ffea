import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PostView } from '@art/contracts';
import { createPost } from '../../support/posts.js';
import {
  type SeededUser,
  type SocialTestContext,
  seedUser,
  startSocialTestApp,
  viewerHeaders,
} from '../../support/test-app.js';

let t: SocialTestContext;
let studioA: SeededUser;
let studioB: SeededUser;
let reader: SeededUser;
const posts: Record<string, PostView> = {};

async function feed(url: string, viewer?: SeededUser) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: viewer ? viewerHeaders(viewer.id, viewer.role) : {},
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { status: string; message: PostView[]; total: number };
}
const texts = (page: { message: PostView[] }) => page.message.map((post) => post.post);

before(async () => {
  t = await startSocialTestApp('feed');
  studioA = await seedUser(t.db, { name: 'Studio A', role: 11 });
  studioB = await seedUser(t.db, { name: 'Studio B', role: 11 });
  reader = await seedUser(t.db, { name: 'Reader', role: 21 });
  posts.a1 = await createPost(t, studioA, 'a1');
  posts.b1 = await createPost(t, studioB, 'b1');
  posts.a2 = await createPost(t, studioA, 'a2');
  posts.b2 = await createPost(t, studioB, 'b2');
  // b1 is the most liked
  await t.app.inject({
    method: 'POST',
    url: '/api/post/like',
    payload: { post: posts.b1?._id },
    headers: viewerHeaders(reader.id, reader.role),
  });
  const follow = await t.app.inject({
    method: 'POST',
    url: '/api/secure/followartist',
    payload: { artist: studioA.id },
    headers: viewerHeaders(reader.id, reader.role),
  });
  assert.equal(follow.json().status, 'success');
});
after(async () => {
  await t?.close();
});

describe('the feeds', () => {
  test('everyone’s feed: newest first, the first `total`, with the count of all', async () => {
    const page = await feed('/api/feed/allPosts?total=3');
    assert.deepEqual(texts(page), ['b2', 'a2', 'b1']);
    assert.equal(page.total, 4);
  });

  test('popular puts the most liked first', async () => {
    const page = await feed('/api/feed/allPosts?sort=popular&total=1');
    assert.deepEqual(texts(page), ['b1']);
  });

  test('following shows only followed studios, through both routes', async () => {
    assert.deepEqual(texts(await feed('/api/feed/following?total=10', reader)), ['a2', 'a1']);
    const viaShow = await feed('/api/feed/posts?show=following&total=10', reader);
    assert.deepEqual(texts(viaShow), ['a2', 'a1']);
    assert.equal(viaShow.total, 2);
  });

  test('recommended shows studios not followed yet', async () => {
    assert.deepEqual(texts(await feed('/api/feed/posts?show=recommended&total=10', reader)), ['b2', 'b1']);
    const recommended = await feed('/api/posts/recommended', reader);
    assert.deepEqual(texts(recommended), ['b1', 'b2']);
  });

  test('one studio’s posts (the Top Studios filter and the profile Feed tab)', async () => {
    assert.deepEqual(texts(await feed(`/api/feed/allPosts?artistId=${studioB.id}&total=10`)), ['b2', 'b1']);
    const byArtist = await feed(`/api/post/getbyartist/${studioA.id}/1`);
    assert.deepEqual(texts(byArtist), ['a2']);
    assert.equal(byArtist.total, 2);
  });

  test('a guest asking for following gets everyone’s feed; the signed-in routes need a viewer', async () => {
    assert.equal((await feed('/api/feed/allPosts?show=following&total=10')).message.length, 4);
    const refused = await t.app.inject({ method: 'GET', url: '/api/feed/following' });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, 'Please login first');
  });

  test('posts whose author is unknown are skipped; posts of a blocker are not shown to the blocked', async () => {
    const ghost = await seedUser(t.db, { name: 'Ghost', role: 11 });
    const ghostPost = await createPost(t, ghost, 'ghost post');
    await t.db.deleteFrom('users').where('id', '=', ghost.id).execute();
    assert.ok(!texts(await feed('/api/feed/allPosts?total=50')).includes('ghost post'));
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/feed/post/${ghostPost._id}` })).statusCode, 404);

    await t.db.insertInto('blocks').values({ blocker_id: studioB.id, blocked_id: reader.id }).execute();
    try {
      const seen = texts(await feed('/api/feed/posts?total=50', reader));
      assert.ok(!seen.includes('b1') && !seen.includes('b2'));
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/post/getbyartist/${studioB.id}/10`,
        headers: viewerHeaders(reader.id, reader.role),
      });
      assert.equal(profile.statusCode, 404);
    } finally {
      await t.db.deleteFrom('blocks').execute();
    }
  });

  test('bad paging is refused', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/feed/allPosts?total=0' });
    assert.equal(response.statusCode, 400);
  });
});
