import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ArtworkCreated, ContentHidden, UserUpdated } from '@art/contracts';
import { envelopeOf, processed, publish, userSnapshot } from '@art/testing';
import { CATALOGUE_DURABLE, IDENTITY_DURABLE, MODERATION_DURABLE } from '../../../src/consumers.js';
import { HIDDEN, listedIds, refused } from '../../support/audience.js';
import { createPost, outboxEvents } from '../../support/posts.js';
import { socialSuite } from '../../support/suite.js';
import { callAs, type SeededUser, seedUser } from '../../support/test-app.js';

const t = socialSuite('moderation', { artist: { name: 'Artist', role: 11 }, member: { name: 'Member', role: 21 } });
let version = 10;

function snapshotOf(user: SeededUser, suspended: boolean) {
  version += 1;
  return userSnapshot({
    userId: user.id,
    name: user.name,
    slug: user.slug,
    email: `${user.id.slice(0, 8)}@example.com`,
    role: user.role,
    biography: 'Thangka painter',
    suspended,
    version,
  });
}

async function setSuspended(user: SeededUser, suspended: boolean) {
  const updated = envelopeOf(UserUpdated, snapshotOf(user, suspended));
  await publish(t.app.bus, updated);
  await processed(t.db, IDENTITY_DURABLE, updated.id);
}

async function hide(targetType: 'post' | 'comment', targetId: string, ownerId: string) {
  const hidden = envelopeOf(ContentHidden, { caseId: null, targetType, targetId, ownerId, reason: 'Spam links' });
  await publish(t.app.bus, hidden);
  await processed(t.db, MODERATION_DURABLE, hidden.id);
  return hidden;
}

async function comment(viewer: SeededUser, postId: string, text: string): Promise<string> {
  const response = await callAs(t, viewer, 'POST', '/api/v2/post/comments/new', { post_id: postId, comment: text });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().message._id;
}

describe('moderation’s decisions in social', () => {
  test('a hidden post is gone for guests and members from feeds, detail and counts, and stays for its author', async () => {
    const kept = await createPost(t, t.artist, 'kept');
    const post = await createPost(t, t.artist, 'hidden soon');
    const before = await t.db
      .selectFrom('users')
      .select('posts_count')
      .where('id', '=', t.artist.id)
      .executeTakeFirst();
    const event = await hide('post', post._id, t.artist.id);
    // A redelivery under another msgID changes nothing (the count moves once).
    await publish(t.app.bus, event, `${event.id}-again`);
    await hide('post', post._id, t.artist.id);
    const after = await t.db.selectFrom('users').select('posts_count').where('id', '=', t.artist.id).executeTakeFirst();
    assert.equal(after?.posts_count, (before?.posts_count ?? 0) - 1);
    for (const viewer of [null, t.member]) {
      for (const url of ['/api/feed/allPosts?total=20', `/api/post/getbyartist/${t.artist.id}/20`]) {
        const ids = await listedIds(t, viewer, url);
        assert.ok(ids.includes(kept._id), url);
        assert.ok(!ids.includes(post._id), `${url} leaves the hidden post out`);
      }
      await refused(t, viewer, 'GET', `/api/feed/post/${post._id}`, HIDDEN);
    }
    await refused(t, t.member, 'POST', '/api/post/like', HIDDEN, { post: post._id });
    assert.ok((await listedIds(t, t.artist, `/api/post/getbyartist/${t.artist.id}/20`)).includes(post._id));
    const own = await callAs(t, t.artist, 'GET', `/api/feed/post/${post._id}`);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().message.hiddenReason, 'Spam links', 'the author sees why');
    const shown = await callAs(t, t.artist, 'GET', `/api/feed/post/${kept._id}`);
    assert.equal(shown.json().message.hiddenReason, undefined);
    const row = await t.db.selectFrom('posts').select('hidden_reason').where('id', '=', post._id).executeTakeFirst();
    assert.equal(row?.hidden_reason, 'Spam links');
  });

  test('a hidden comment leaves the post’s comments and its count, but not for its author', async () => {
    const post = await createPost(t, t.artist, 'comments here');
    const keptId = await comment(t.member, post._id, 'Lovely colours');
    const hiddenId = await comment(t.member, post._id, 'Buy cheap followers at …');
    await hide('comment', hiddenId, t.member.id);
    const url = `/api/v2/post/comments/${post._id}/10`;
    for (const viewer of [null, t.artist]) {
      const ids = await listedIds(t, viewer, url);
      assert.deepEqual(ids, [keptId]);
    }
    assert.deepEqual((await listedIds(t, t.member, url)).sort(), [hiddenId, keptId].sort());
    const count = await t.db.selectFrom('posts').select('comments_count').where('id', '=', post._id).executeTakeFirst();
    assert.equal(count?.comments_count, 1);
  });

  test('a suspended member’s posts and studio are gone for everybody, guests included, and back when lifted', async () => {
    const studio = await seedUser(t.db, { name: 'Suspended Studio', role: 11 });
    const post = await createPost(t, studio, 'by a studio soon suspended');
    await setSuspended(studio, true);
    for (const viewer of [null, t.member]) {
      assert.ok(!(await listedIds(t, viewer, '/api/feed/allPosts?total=50')).includes(post._id));
      await refused(t, viewer, 'GET', `/api/feed/post/${post._id}`, HIDDEN);
      await refused(t, viewer, 'GET', `/api/post/getbyartist/${studio.id}/10`, HIDDEN);
    }
    assert.ok(!(await listedIds(t, t.member, '/api/studios/tofollow')).includes(studio.id));
    const follow = await callAs(t, t.member, 'POST', '/api/secure/followartist', { artist: studio.id });
    assert.notEqual(follow.statusCode, 200, 'nobody follows a suspended studio');
    await refused(t, t.member, 'POST', '/api/v2/post/comments/new', HIDDEN, { post_id: post._id, comment: 'hello' });

    await setSuspended(studio, false);
    assert.ok((await listedIds(t, null, '/api/feed/allPosts?total=50')).includes(post._id));
    assert.equal((await callAs(t, t.member, 'GET', `/api/feed/post/${post._id}`)).statusCode, 200);
  });
});

describe('reports carry what they report, as it is now', () => {
  test('a post, its comment, an artwork and a profile are reported with the option’s name and a snapshot', async () => {
    const created = envelopeOf(ArtworkCreated, {
      artworkId: 'artwork-m1',
      slug: 'river-at-dusk',
      name: 'River at dusk',
      authorId: t.artist.id,
      kind: 'artist',
      price: 5000,
      stock: 1,
      inStore: true,
      thumbnail: 'http://media/t.webp',
      categories: [],
      description: 'Oil on canvas',
      imageUrls: ['http://media/large.webp'],
      version: 1,
    });
    await publish(t.app.bus, created);
    await processed(t.db, CATALOGUE_DURABLE, created.id);
    const post = await createPost(t, t.artist, 'A post to report');
    const commentId = await comment(t.artist, post._id, 'A comment to report');
    const cases: [string, string, object, object][] = [
      [
        `/api/report/post/${post._id}`,
        'post',
        { category: 'spam' },
        { ownerId: t.artist.id, ownerName: 'Artist', text: 'A post to report', imageUrls: [] },
      ],
      [
        `/api/report/comment/${commentId}`,
        'comment',
        { category: 'harassment' },
        { ownerId: t.artist.id, ownerName: 'Artist', text: 'A comment to report', imageUrls: [] },
      ],
      [
        '/api/report/product/artwork-m1',
        'product',
        { category: 'copyright' },
        {
          ownerId: t.artist.id,
          ownerName: 'Artist',
          text: 'River at dusk\n\nOil on canvas',
          imageUrls: ['http://media/large.webp'],
        },
      ],
      [
        `/api/report/user/${t.artist.id}`,
        'user',
        { category: 'other', content: 'Impersonates me' },
        { ownerId: t.artist.id, ownerName: 'Artist', text: 'Artist', imageUrls: [] },
      ],
    ];
    for (const [url, targetType, body, snapshot] of cases) {
      const response = await callAs(t, t.member, 'POST', url, body);
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      const [event] = (await outboxEvents(t, 'social.report.created')).slice(-1);
      assert.equal(event.data.targetType, targetType);
      assert.deepEqual(event.data.snapshot, snapshot, url);
      assert.equal(typeof event.data.categoryName, 'string');
    }
    const [last] = (await outboxEvents(t, 'social.report.created')).slice(-1);
    assert.equal(last.data.categoryName, 'Other');
    assert.equal(last.data.content, 'Impersonates me');
    // Reporting one's own comment is refused; a hidden comment is not there to report.
    const own = await callAs(t, t.artist, 'POST', `/api/report/comment/${commentId}`, { category: 'spam' });
    assert.equal(own.statusCode, 400);
    await hide('comment', commentId, t.artist.id);
    const gone = await callAs(t, t.member, 'POST', `/api/report/comment/${commentId}`, { category: 'spam' });
    assert.equal(gone.statusCode, 404);
  });
});
