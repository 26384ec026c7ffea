import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createPost, outboxEvents } from '../support/posts.js';
import {
  type SeededUser,
  type SocialTestContext,
  seedUser,
  startSocialTestApp,
  viewerHeaders,
} from '../support/test-app.js';

let t: SocialTestContext;
let artist: SeededUser;
let reporter: SeededUser;

function call(viewer: SeededUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: viewerHeaders(viewer.id, viewer.role) });
}

before(async () => {
  t = await startSocialTestApp('reports');
  artist = await seedUser(t.db, { name: 'Artist', role: 11 });
  reporter = await seedUser(t.db, { name: 'Reporter', role: 21 });
  await t.db.insertInto('artworks').values({ id: 'artwork-1', author_id: artist.id }).execute();
});
after(async () => {
  await t?.close();
});

describe('reports', () => {
  test('the options are public, in order, with Other last', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/report/categories' })).json().message;
    assert.ok(options.length >= 3);
    assert.deepEqual(options.at(-1), { _id: 'other', name: 'Other' });
  });

  test('a post, an artwork and a user are reported with the spec’s messages; Other keeps its text', async () => {
    const post = await createPost(t, artist);
    const cases: [string, string, object][] = [
      [`/api/report/post/${post._id}`, 'Reported Successfully', { category: 'spam' }],
      ['/api/report/product/artwork-1', 'Product reported successfully', { category: 'copyright', content: 'ignored' }],
      [
        `/api/report/user/${artist.id}`,
        'Profile reported successfully',
        { category: 'other', content: 'Sells prints of my work' },
      ],
    ];
    for (const [url, message, body] of cases) {
      const response = await call(reporter, 'POST', url, body);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { status: 'success', message });
    }
    const stored = await t.db
      .selectFrom('reports')
      .select(['target_type', 'category_id', 'content'])
      .orderBy('created_at')
      .execute();
    assert.deepEqual(stored, [
      { target_type: 'post', category_id: 'spam', content: '' },
      { target_type: 'product', category_id: 'copyright', content: '' },
      { target_type: 'user', category_id: 'other', content: 'Sells prints of my work' },
    ]);
    assert.equal((await outboxEvents(t, 'social.report.created')).length, 3);
  });

  test('no option, an unknown option, oneself and a missing target are refused and store nothing', async () => {
    const before = (await t.db.selectFrom('reports').selectAll().execute()).length;
    const cases: [SeededUser, string, object, number, string][] = [
      [reporter, `/api/report/user/${artist.id}`, {}, 400, 'Please Select option to continue'],
      [reporter, `/api/report/user/${artist.id}`, { category: 'made-up' }, 400, 'Please Select option to continue'],
      [artist, `/api/report/user/${artist.id}`, { category: 'spam' }, 400, 'You cannot report yourself'],
      [artist, '/api/report/product/artwork-1', { category: 'spam' }, 400, 'You cannot report yourself'],
    ];
    for (const [viewer, url, body, status, message] of cases) {
      const response = await call(viewer, 'POST', url, body);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(response.json().message, message);
    }
    const missing = await call(reporter, 'POST', '/api/report/product/no-such-artwork', { category: 'spam' });
    assert.equal(missing.statusCode, 404);
    assert.equal((await t.db.selectFrom('reports').selectAll().execute()).length, before);
  });
});

describe('blocks', () => {
  test('block ends follows both ways, shows in the list, refuses follows, and unblock restores', async () => {
    const fan = await seedUser(t.db, { name: 'Fan', role: 21 });
    await call(fan, 'POST', '/api/secure/followartist', { artist: artist.id });
    await call(artist, 'POST', '/api/secure/followartist', { artist: fan.id });
    const blocked = await call(artist, 'PATCH', `/api/user/${fan.id}`);
    assert.deepEqual(blocked.json(), { status: 'success', message: 'User blocked successfully' });
    const follows = await t.db
      .selectFrom('follows')
      .selectAll()
      .where('follower_id', 'in', [fan.id, artist.id])
      .execute();
    assert.deepEqual(follows, []);
    const counts = await t.db
      .selectFrom('users')
      .select('followers_count')
      .where('id', '=', artist.id)
      .executeTakeFirstOrThrow();
    assert.equal(counts.followers_count, 0);
    const list = (await call(artist, 'GET', '/api/blocklist')).json().message;
    assert.deepEqual(
      list.map((card: { _id: string }) => card._id),
      [fan.id],
    );
    const refused = await call(fan, 'POST', '/api/secure/followartist', { artist: artist.id });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().status, 'blocked');
    const events = await outboxEvents(t, 'social.user.blocked');
    assert.deepEqual(events.at(-1)?.data, { blockerId: artist.id, blockedId: fan.id });
    assert.equal((await outboxEvents(t, 'social.follow.removed')).length, 2);

    const unblocked = await call(artist, 'PATCH', `/api/user/unblock/${fan.id}`);
    assert.deepEqual(unblocked.json(), { status: 'success', message: 'Unblocked successfully' });
    assert.deepEqual((await call(artist, 'GET', '/api/blocklist')).json().message, []);
    assert.equal((await call(fan, 'POST', '/api/secure/followartist', { artist: artist.id })).json().status, 'success');
    assert.equal((await outboxEvents(t, 'social.user.unblocked')).length, 1);
  });

  test('blocking an artist says so; oneself and unknown users are refused', async () => {
    const other = await seedUser(t.db, { role: 12 });
    assert.equal(
      (await call(reporter, 'PATCH', `/api/user/${other.id}`)).json().message,
      'Artist blocked successfully',
    );
    const self = await call(reporter, 'PATCH', `/api/user/${reporter.id}`);
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'You cannot block yourself');
    assert.equal((await call(reporter, 'PATCH', '/api/user/nobody')).statusCode, 404);
    assert.equal((await call(reporter, 'PATCH', '/api/user/unblock/nobody')).statusCode, 404);
  });
});
