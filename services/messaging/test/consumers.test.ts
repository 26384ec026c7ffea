import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  CHAT_MESSAGES,
  UserBecameArtist,
  UserBlocked,
  UserRegistered,
  UserUnblocked,
  UserUpdated,
} from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { IDENTITY_DURABLE, SOCIAL_DURABLE } from '../src/consumers.js';
import { caller, type MessagingTestContext, startMessagingTestApp } from './support/test-app.js';

function snapshot(userId: string, version: number, name: string, role = 21) {
  return {
    userId,
    name,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${userId.slice(0, 8)}`,
    email: `${userId.slice(0, 8)}@example.com`,
    role,
    picture: `/media/${userId}.webp`,
    cover: '',
    verifiedArtist: false,
    emailVerified: true,
    isPrivate: false,
    categories: [],
    version,
  };
}

let t: MessagingTestContext;
before(async () => {
  t = await startMessagingTestApp('projections');
});
after(async () => {
  await t?.close();
});

const user = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

test('identity’s snapshots reach the users projection; the newest version wins; becoming an artist raises the role', async () => {
  const id = randomUUID();
  const registered = envelopeOf(UserRegistered, snapshot(id, 1, 'Sunita Maharjan'));
  await publish(t.app.bus, registered);
  await processed(t.db, IDENTITY_DURABLE, registered.id);
  const renamed = envelopeOf(UserUpdated, snapshot(id, 3, 'Sunita M.'));
  const stale = envelopeOf(UserUpdated, snapshot(id, 2, 'Old name'));
  await publish(t.app.bus, renamed);
  await publish(t.app.bus, stale);
  await processed(t.db, IDENTITY_DURABLE, stale.id);
  assert.deepEqual(
    { ...(await user(id)) },
    {
      id,
      name: 'Sunita M.',
      slug: snapshot(id, 3, 'Sunita M.').slug,
      picture: `/media/${id}.webp`,
      role: 21,
      version: 3,
      suspended: false,
    },
  );
  const artist = envelopeOf(UserBecameArtist, { userId: id, role: 11, via: 'artist-code' });
  await publish(t.app.bus, artist);
  await processed(t.db, IDENTITY_DURABLE, artist.id);
  assert.equal((await user(id))?.role, 11);
});

test('social’s blocks close the conversation both ways and its unblock opens it again', async () => {
  const [blockerId, blockedId] = [randomUUID(), randomUUID()];
  for (const [id, name] of [
    [blockerId, 'Ramesh Chitrakar'],
    [blockedId, 'Bikash Gurung'],
  ] as const) {
    const registered = envelopeOf(UserRegistered, snapshot(id, 1, name));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);
  }
  const call = caller(t.app);
  const blocked = { id: blockedId, name: 'Bikash Gurung', slug: '', role: 21 };
  const blocker = { id: blockerId, name: 'Ramesh Chitrakar', slug: '', role: 21 };
  const room = (await call(blocked, 'POST', '/api/rooms/init', { sender: blockedId, receiver: blockerId })).json().room;

  const block = envelopeOf(UserBlocked, { blockerId, blockedId });
  await publish(t.app.bus, block);
  await processed(t.db, SOCIAL_DURABLE, block.id);
  const refused = await call(blocked, 'POST', `/api/rooms/${room._id}/messages`, {
    message: 'Hi',
    messageType: 'text',
  });
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().message, CHAT_MESSAGES.blockedByOther);
  const init = await call(blocker, 'POST', '/api/rooms/init', { sender: blockerId, receiver: blockedId });
  assert.equal(init.json().message, CHAT_MESSAGES.blockedByYou);
  // A redelivery changes nothing.
  await publish(t.app.bus, block, randomUUID());
  const unblock = envelopeOf(UserUnblocked, { blockerId, blockedId });
  await publish(t.app.bus, unblock);
  await processed(t.db, SOCIAL_DURABLE, unblock.id);
  const allowed = await call(blocked, 'POST', `/api/rooms/${room._id}/messages`, {
    message: 'Hi',
    messageType: 'text',
  });
  assert.equal(allowed.statusCode, 200, allowed.body);
});

test('nobody writes to a member identity marks suspended, and the lifting opens the conversation again', async () => {
  const [memberId, suspendedId] = [randomUUID(), randomUUID()];
  for (const [id, name] of [
    [memberId, 'Maya Tamang'],
    [suspendedId, 'Hari Karki'],
  ] as const) {
    const registered = envelopeOf(UserRegistered, snapshot(id, 1, name));
    await publish(t.app.bus, registered);
    await processed(t.db, IDENTITY_DURABLE, registered.id);
  }
  const call = caller(t.app);
  const member = { id: memberId, name: 'Maya Tamang', slug: '', role: 21 };
  const room = (await call(member, 'POST', '/api/rooms/init', { sender: memberId, receiver: suspendedId })).json().room;
  const setSuspended = async (suspended: boolean, version: number) => {
    const updated = envelopeOf(UserUpdated, { ...snapshot(suspendedId, version, 'Hari Karki'), suspended });
    await publish(t.app.bus, updated);
    await processed(t.db, IDENTITY_DURABLE, updated.id);
  };
  await setSuspended(true, 2);
  const refused = await call(member, 'POST', `/api/rooms/${room._id}/messages`, { message: 'Hi', messageType: 'text' });
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().message, CHAT_MESSAGES.blockedByOther);
  await setSuspended(false, 3);
  const allowed = await call(member, 'POST', `/api/rooms/${room._id}/messages`, { message: 'Hi', messageType: 'text' });
  assert.equal(allowed.statusCode, 200, allowed.body);
});
