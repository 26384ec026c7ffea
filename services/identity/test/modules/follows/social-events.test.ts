import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FollowsCounted, FollowsInitiated, UserBlocked, UserUnblocked } from '@art/contracts';
import { envelopeOf, publish, waitUntil } from '@art/testing';
import { signedInUser } from '../../helpers/accounts.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

const profileOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth })).json().message;

describe('social events → the user view', () => {
  it('shows the follower count social published, and keeps the newest', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Rita Karki' });
    await publish(t.app.bus, envelopeOf(FollowsCounted, { userId: user.id, followers: 5, following: 2, version: 3 }));
    await waitUntil('5 followers', async () => (await profileOf(auth)).followsCount === 5);
    const other = await signedInUser(t, { name: 'Marker' });
    await publish(t.app.bus, envelopeOf(FollowsCounted, { userId: user.id, followers: 1, following: 0, version: 2 }));
    await publish(
      t.app.bus,
      envelopeOf(FollowsCounted, { userId: other.user.id, followers: 1, following: 0, version: 1 }),
    );
    await waitUntil('the marker', async () => (await profileOf(other.auth)).followsCount === 1);
    assert.equal((await profileOf(auth)).followsCount, 5);
    const publicView = (await t.app.inject({ method: 'GET', url: `/api/user/getbyslug/${user.slug}` })).json().message;
    assert.equal(publicView.followsCount, 5);
  });

  it('finishing the follow onboarding turns initiateFollows on', async () => {
    const { user, auth } = await signedInUser(t, { name: 'Newcomer' });
    assert.equal((await profileOf(auth)).initiateFollows, 'false');
    await publish(t.app.bus, envelopeOf(FollowsInitiated, { userId: user.id, artistIds: [] }));
    await waitUntil('the flag', async () => (await profileOf(auth)).initiateFollows === 'true');
  });

  it('a block hides each party’s profile from the other, until unblocked', async () => {
    const blocker = await signedInUser(t, { name: 'Blocker' });
    const blocked = await signedInUser(t, { name: 'Blocked' });
    const view = (path: string) => t.app.inject({ method: 'GET', url: path, headers: blocked.auth });
    assert.equal((await view(`/api/user/getbyslug/${blocker.user.slug}`)).statusCode, 200);
    await publish(t.app.bus, envelopeOf(UserBlocked, { blockerId: blocker.user.id, blockedId: blocked.user.id }));
    await waitUntil(
      'the block',
      async () => (await view(`/api/user/getbyslug/${blocker.user.slug}`)).statusCode === 404,
    );
    assert.equal((await view(`/api/user/get/${blocker.user.id}`)).statusCode, 404);
    // Both ways: the blocker no longer sees the blocked member's profile either.
    const blockersView = (path: string) => t.app.inject({ method: 'GET', url: path, headers: blocker.auth });
    assert.equal((await blockersView(`/api/user/getbyslug/${blocked.user.slug}`)).statusCode, 404);
    assert.equal((await blockersView(`/api/user/get/${blocked.user.id}`)).statusCode, 404);
    // Others still see it.
    const guest = await t.app.inject({ method: 'GET', url: `/api/user/getbyslug/${blocker.user.slug}` });
    assert.equal(guest.statusCode, 200);
    await publish(t.app.bus, envelopeOf(UserUnblocked, { blockerId: blocker.user.id, blockedId: blocked.user.id }));
    await waitUntil(
      'the unblock',
      async () => (await view(`/api/user/getbyslug/${blocker.user.slug}`)).statusCode === 200,
    );
  });
});
