import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { outboxEvents } from '../../support/posts.js';
import { socialSuite } from '../../support/suite.js';
import { callAs, type SeededUser, seedUser } from '../../support/test-app.js';

const t = socialSuite('blocks', { artist: { name: 'Artist', role: 11 }, member: { name: 'Member', role: 21 } });

const call = (viewer: SeededUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callAs(t, viewer, method, url, payload);

describe('blocks', () => {
  test('block ends follows both ways, shows in the list, refuses follows, and unblock restores', async () => {
    const fan = await seedUser(t.db, { name: 'Fan', role: 21 });
    await call(fan, 'POST', '/api/secure/followartist', { artist: t.artist.id });
    await call(t.artist, 'POST', '/api/secure/followartist', { artist: fan.id });
    const blocked = await call(t.artist, 'PATCH', `/api/user/${fan.id}`);
    assert.deepEqual(blocked.json(), { status: 'success', message: 'User blocked successfully' });
    const follows = await t.db
      .selectFrom('follows')
      .selectAll()
      .where('follower_id', 'in', [fan.id, t.artist.id])
      .execute();
    assert.deepEqual(follows, []);
    const counts = await t.db
      .selectFrom('users')
      .select('followers_count')
      .where('id', '=', t.artist.id)
      .executeTakeFirstOrThrow();
    assert.equal(counts.followers_count, 0);
    const list = (await call(t.artist, 'GET', '/api/blocklist')).json().message;
    assert.deepEqual(
      list.map((card: { _id: string }) => card._id),
      [fan.id],
    );
    // The spec's block-list entry: _id, picture, name, categories, followsCount, productsCount.
    for (const field of ['_id', 'picture', 'name', 'categories', 'followsCount', 'productsCount'])
      assert.ok(field in list[0], `block-list entries carry ${field}`);
    assert.equal(list[0].productsCount, list[0].totalArtworks);
    const refused = await call(fan, 'POST', '/api/secure/followartist', { artist: t.artist.id });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().status, 'blocked');
    const events = await outboxEvents(t, 'social.user.blocked');
    assert.deepEqual(events.at(-1)?.data, { blockerId: t.artist.id, blockedId: fan.id });
    assert.equal((await outboxEvents(t, 'social.follow.removed')).length, 2);

    const unblocked = await call(t.artist, 'PATCH', `/api/user/unblock/${fan.id}`);
    assert.deepEqual(unblocked.json(), { status: 'success', message: 'Unblocked successfully' });
    assert.deepEqual((await call(t.artist, 'GET', '/api/blocklist')).json().message, []);
    assert.equal(
      (await call(fan, 'POST', '/api/secure/followartist', { artist: t.artist.id })).json().status,
      'success',
    );
    assert.equal((await outboxEvents(t, 'social.user.unblocked')).length, 1);
  });

  test('blocking an artist says so; oneself and unknown users are refused', async () => {
    const other = await seedUser(t.db, { role: 12 });
    assert.equal(
      (await call(t.member, 'PATCH', `/api/user/${other.id}`)).json().message,
      'Artist blocked successfully',
    );
    const self = await call(t.member, 'PATCH', `/api/user/${t.member.id}`);
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'You cannot block yourself');
    assert.equal((await call(t.member, 'PATCH', '/api/user/nobody')).statusCode, 404);
    assert.equal((await call(t.member, 'PATCH', '/api/user/unblock/nobody')).statusCode, 404);
  });
});
