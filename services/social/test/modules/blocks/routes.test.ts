import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { outboxEvents } from '../../support/posts.js';
import {
  callAs,
  type SeededUser,
  type SocialTestContext,
  seedUser,
  startSocialTestApp,
} from '../../support/test-app.js';

let t: SocialTestContext;
let artist: SeededUser;
let member: SeededUser;

const call = (viewer: SeededUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callAs(t, viewer, method, url, payload);

before(async () => {
  t = await startSocialTestApp('blocks');
  artist = await seedUser(t.db, { name: 'Artist', role: 11 });
  member = await seedUser(t.db, { name: 'Member', role: 21 });
});
after(async () => {
  await t?.close();
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
    assert.equal((await call(member, 'PATCH', `/api/user/${other.id}`)).json().message, 'Artist blocked successfully');
    const self = await call(member, 'PATCH', `/api/user/${member.id}`);
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'You cannot block yourself');
    assert.equal((await call(member, 'PATCH', '/api/user/nobody')).statusCode, 404);
    assert.equal((await call(member, 'PATCH', '/api/user/unblock/nobody')).statusCode, 404);
  });
});
