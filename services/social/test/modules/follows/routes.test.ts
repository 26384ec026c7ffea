import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { multipart } from '@art/testing';
import { outboxEvents } from '../../support/posts.js';
import { socialSuite } from '../../support/suite.js';
import { callAs, type SeededUser, seedUser, viewerHeaders } from '../../support/test-app.js';

const PAINTING = { _id: 'c1', name: 'Painting' };

const t = socialSuite('follows', {
  studio: { name: 'Open Studio', role: 11, categories: [PAINTING] },
  privateStudio: { name: 'Quiet Studio', role: 12, isPrivate: true },
  fan: { name: 'Fan', role: 21 },
});

const call = (viewer: SeededUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callAs(t, viewer, method, url, payload);
const follow = (viewer: SeededUser, artist: string) => call(viewer, 'POST', '/api/secure/followartist', { artist });
const state = async (viewer: SeededUser, artist: string) =>
  (await call(viewer, 'POST', '/api/secure/followrequest/check', { artist })).json();
const counts = (id: string) =>
  t.db
    .selectFrom('users')
    .select(['followers_count', 'following_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('follow and unfollow', () => {
  test('a public studio: success, then followed; counts and events for both users', async () => {
    const first = await follow(t.fan, t.studio.id);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().status, 'success');
    const again = await follow(t.fan, t.studio.id);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), {
      status: 'followed',
      message: 'You already follow this artist. Please refresh the page again.',
      code: 'already-following',
    });
    assert.deepEqual(await state(t.fan, t.studio.id), { status: 'success', following: true, requested: false });
    assert.deepEqual(await counts(t.studio.id), { followers_count: 1, following_count: 0 });
    assert.deepEqual(await counts(t.fan.id), { followers_count: 0, following_count: 1 });
    const created = await outboxEvents(t, 'social.follow.created');
    assert.deepEqual(created.at(-1)?.data, { followerId: t.fan.id, artistId: t.studio.id });
    const counted = (await outboxEvents(t, 'social.user.follows_counted')).filter(
      (event) => event.data.userId === t.studio.id,
    );
    assert.equal(counted.at(-1)?.data.followers, 1);
  });

  test('unknown users and oneself answer not-found', async () => {
    for (const artist of ['no-such-user', t.fan.id]) {
      const response = await follow(t.fan, artist);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), {
        status: 'not-found',
        message: 'An error occurred. Please refresh the page and try again.',
        code: 'follow-failed',
      });
    }
  });

  test('unfollow removes the follow and publishes it', async () => {
    const other = await seedUser(t.db, { role: 11 });
    await follow(t.fan, other.id);
    const response = await call(t.fan, 'POST', '/api/secure/unfollowartist', { artist: other.id });
    assert.equal(response.json().status, 'success');
    assert.deepEqual(await state(t.fan, other.id), { status: 'success', following: false, requested: false });
    const removed = await outboxEvents(t, 'social.follow.removed');
    assert.deepEqual(removed.at(-1)?.data, { followerId: t.fan.id, artistId: other.id });
  });
});

describe('follow requests to a private studio', () => {
  test('requested → check → cancel; requested → approve → following', async () => {
    const asked = await follow(t.fan, t.privateStudio.id);
    assert.equal(asked.statusCode, 200);
    assert.equal(asked.json().status, 'requested');
    assert.deepEqual(await state(t.fan, t.privateStudio.id), { status: 'success', following: false, requested: true });
    assert.equal(
      (await call(t.fan, 'POST', '/api/secure/followrequest/cancel', { artist: t.privateStudio.id })).json().status,
      'success',
    );
    assert.deepEqual(await state(t.fan, t.privateStudio.id), { status: 'success', following: false, requested: false });

    await follow(t.fan, t.privateStudio.id);
    const requests = (await call(t.privateStudio, 'GET', '/api/user/followrequests')).json().message;
    assert.equal(requests.length, 1);
    assert.equal(requests[0].follower._id, t.fan.id);
    const requested = await outboxEvents(t, 'social.follow.requested');
    assert.equal(requested.at(-1)?.data.requestId, requests[0]._id);

    const stranger = await call(t.fan, 'POST', '/api/user/approvefollow', { notification: requests[0]._id });
    assert.equal(stranger.statusCode, 403);
    const approved = await call(t.privateStudio, 'POST', '/api/user/approvefollow', { notification: requests[0]._id });
    assert.equal(approved.json().status, 'success');
    assert.deepEqual(await state(t.fan, t.privateStudio.id), { status: 'success', following: true, requested: false });
    assert.equal((await outboxEvents(t, 'social.follow.approved')).length, 1);
    const missing = await call(t.privateStudio, 'POST', '/api/user/approvefollow', { notification: requests[0]._id });
    assert.equal(missing.statusCode, 404);
  });
});

describe('withdrawn follow requests', () => {
  const cancelled = async () => (await outboxEvents(t, 'social.follow.request_cancelled')).map((event) => event.data);

  test('cancel, and unfollowing a studio one only asked to follow, publish the request’s end once', async () => {
    const asker = await seedUser(t.db, { role: 21 });
    const before = (await cancelled()).length;
    for (const withdraw of [
      () => call(asker, 'POST', '/api/secure/followrequest/cancel', { artist: t.privateStudio.id }),
      () => call(asker, 'POST', '/api/secure/unfollowartist', { artist: t.privateStudio.id }),
    ]) {
      assert.equal((await follow(asker, t.privateStudio.id)).json().status, 'requested');
      const requestId = (await outboxEvents(t, 'social.follow.requested')).at(-1)?.data.requestId;
      assert.equal((await withdraw()).json().status, 'success');
      assert.deepEqual((await cancelled()).at(-1), { requestId, followerId: asker.id, artistId: t.privateStudio.id });
      // A second withdrawal has nothing left to end.
      assert.equal((await withdraw()).statusCode, 200);
    }
    assert.equal((await cancelled()).length, before + 2);
  });

  test('a block ends a pending request both ways and publishes it', async () => {
    const asker = await seedUser(t.db, { role: 21 });
    await follow(asker, t.privateStudio.id);
    const requestId = (await outboxEvents(t, 'social.follow.requested')).at(-1)?.data.requestId;
    assert.equal((await call(t.privateStudio, 'PATCH', `/api/user/${asker.id}`)).statusCode, 200);
    assert.deepEqual((await cancelled()).at(-1), { requestId, followerId: asker.id, artistId: t.privateStudio.id });
    assert.deepEqual(await state(asker, t.privateStudio.id), { status: 'success', following: false, requested: false });
  });
});

describe('lists', () => {
  test('followers and following, with counts and the viewer’s own state; remove a follower', async () => {
    const followers = (await t.app.inject({ method: 'GET', url: `/api/user/follower?userId=${t.studio.id}` })).json();
    assert.equal(followers.total, 1);
    assert.equal(followers.message[0]._id, t.fan.id);
    const following = (await call(t.fan, 'GET', '/api/user/following')).json();
    assert.deepEqual(
      following.message.map((card: { _id: string }) => card._id).sort(),
      [t.studio.id, t.privateStudio.id].sort(),
    );
    assert.ok(following.message.every((card: { following: boolean }) => card.following));
    const removed = await call(t.studio, 'POST', `/api/user/removeFollower/${t.fan.id}`);
    assert.equal(removed.json().status, 'success');
    assert.equal((await call(t.studio, 'GET', '/api/user/follower')).json().total, 0);
    const guest = await t.app.inject({ method: 'GET', url: '/api/user/follower' });
    assert.equal(guest.statusCode, 401);
  });
});

describe('onboarding and studios to follow', () => {
  test('initiate follows follows the chosen studios; an empty list skips; both are published', async () => {
    const newcomer = await seedUser(t.db, { role: 21 });
    const body = await multipart([
      ['follows[]', t.studio.id],
      ['follows[]', t.privateStudio.id],
      ['follows[]', 'not-a-user'],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/initiatefollows',
      payload: body.payload,
      headers: { ...body.headers, ...viewerHeaders(newcomer.id, newcomer.role) },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await state(newcomer, t.studio.id), { status: 'success', following: true, requested: false });
    assert.deepEqual(await state(newcomer, t.privateStudio.id), {
      status: 'success',
      following: false,
      requested: true,
    });
    const skipper = await seedUser(t.db, { role: 21 });
    const empty = await multipart([]);
    const skipped = await t.app.inject({
      method: 'POST',
      url: '/api/user/initiatefollows',
      payload: empty.payload,
      headers: { ...empty.headers, ...viewerHeaders(skipper.id, skipper.role) },
    });
    assert.equal(skipped.statusCode, 200, skipped.body);
    const initiated = await outboxEvents(t, 'social.user.follows_initiated');
    assert.deepEqual(
      initiated.map((event) => event.data.userId),
      [newcomer.id, skipper.id],
    );
  });

  test('initiate follows as JSON takes a list of ids; any other shape is a 400 that records nothing', async () => {
    const newcomer = await seedUser(t.db, { role: 21 });
    const send = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/initiatefollows',
        headers: { 'content-type': 'application/json', ...viewerHeaders(newcomer.id, newcomer.role) },
        payload: JSON.stringify(payload),
      });
    const before = (await outboxEvents(t, 'social.user.follows_initiated')).length;
    for (const payload of [{ follows: { $gt: '' } }, { follows: [t.studio.id, { id: 1 }] }, [[[]]], 'follows']) {
      const refused = await send(payload);
      assert.equal(refused.statusCode, 400, `${JSON.stringify(payload)}: ${refused.body}`);
    }
    assert.equal((await outboxEvents(t, 'social.user.follows_initiated')).length, before);
    const accepted = await send({ follows: [t.studio.id] });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(await state(newcomer, t.studio.id), { status: 'success', following: true, requested: false });
  });

  test('trending and recommended leave out oneself, followed studios and regular users', async () => {
    const viewer = await seedUser(t.db, { role: 21 });
    const painter = await seedUser(t.db, { name: 'Another Painter', role: 11, categories: [PAINTING] });
    await follow(viewer, t.studio.id);
    const trending = (await call(viewer, 'GET', '/api/studios/tofollow')).json();
    assert.equal(trending.success, true);
    const trendingIds = trending.result.map((card: { _id: string }) => card._id);
    assert.ok(
      !trendingIds.includes(t.studio.id) && !trendingIds.includes(viewer.id) && !trendingIds.includes(t.fan.id),
    );
    assert.ok(trendingIds.includes(painter.id));
    const recommended = (await call(viewer, 'GET', '/api/studios/recommended')).json();
    assert.deepEqual(
      recommended.studios.map((card: { _id: string }) => card._id),
      [painter.id],
    );
  });
});
