import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ChatPresenceAnswer, type PresenceNotice, SERVER_EVENTS } from '@art/contracts';
import type { Socket } from 'socket.io-client';
import type { MessagingApp } from '../../../src/app.js';
import { liveSocketSuite } from '../../support/live-socket.js';
import { listen, next, openDirectRoom, type SeededUser, seedBlock, seedUser, sleep } from '../../support/test-app.js';

/**
 * Online and last seen over the live socket, kept in Redis so that it holds across instances: the
 * partner hears of it live, the thread asks for it; hidden both ways by the setting, and never
 * across a block.
 */
const GRACE_MS = 200;
let second: MessagingApp;
let secondUrl: string;
const live = liveSocketSuite(
  'presence',
  async ({ t }) => {
    second = await t.startInstance();
    secondUrl = await listen(second);
  },
  { PRESENCE_GRACE_MS: String(GRACE_MS) },
);

const member = (name: string) => seedUser(live.t.db, { name, role: 21 });

async function presenceIn(viewer: SeededUser, roomId: string) {
  const answer = await live.call(viewer, 'GET', `/api/rooms/${roomId}/presence`);
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json() as ChatPresenceAnswer;
}

async function setShown(viewer: SeededUser, showPresence: boolean) {
  const saved = await live.call(viewer, 'PATCH', '/api/chat/settings', { showPresence });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json(), { status: 'success', showPresence });
}

function closed(socket: Socket) {
  socket.close();
  return sleep(50);
}

describe('online and last seen', () => {
  test('a partner on another instance hears of coming online and, after the grace, of going away', async () => {
    const [sita, ramesh] = [await member('Sita'), await member('Ramesh')];
    const room = await openDirectRoom(live.call, sita, ramesh);
    const watcher = await live.online(ramesh, secondUrl, second);
    assert.deepEqual((await presenceIn(ramesh, room._id)).presence, [
      { userId: sita.id, online: false, lastSeen: null },
    ]);

    const arriving = next<PresenceNotice>(watcher, SERVER_EVENTS.presence);
    const phone = await live.online(sita);
    const arrived = await arriving;
    assert.equal(arrived.userId, sita.id);
    assert.equal(arrived.online, true);
    const [state] = (await presenceIn(ramesh, room._id)).presence;
    assert.equal(state.online, true);

    // A reload within the grace is no absence.
    const heard: PresenceNotice[] = [];
    watcher.on(SERVER_EVENTS.presence, (notice: PresenceNotice) => heard.push(notice));
    await closed(phone);
    const again = await live.online(sita);
    await sleep(GRACE_MS * 2);
    assert.ok(
      heard.every((notice) => notice.online),
      JSON.stringify(heard),
    );

    const leaving = next<PresenceNotice>(watcher, SERVER_EVENTS.presence, GRACE_MS + 3000);
    const before = Date.now();
    await closed(again);
    const gone = await leaving;
    assert.equal(gone.online, false);
    assert.ok(gone.lastSeen && Date.parse(gone.lastSeen) >= before - 1000, JSON.stringify(gone));
    const [after] = (await presenceIn(ramesh, room._id)).presence;
    assert.deepEqual(after, { userId: sita.id, online: false, lastSeen: gone.lastSeen });
  });
});

describe('the setting', () => {
  test('who hides theirs is shown to nobody and sees nobody’s; showing it again tells the partner', async () => {
    const [sita, hari] = [await member('Sita'), await member('Hari')];
    const room = await openDirectRoom(live.call, sita, hari);
    const watcher = await live.online(hari);
    const arriving = next<PresenceNotice>(watcher, SERVER_EVENTS.presence);
    await live.online(sita, secondUrl, second);
    assert.equal((await arriving).online, true);
    assert.equal((await live.call(sita, 'GET', '/api/chat/settings')).json().showPresence, true);

    const hiding = next<PresenceNotice>(watcher, SERVER_EVENTS.presence);
    await setShown(sita, false);
    assert.deepEqual(await hiding, { userId: sita.id, online: false, lastSeen: null, hidden: true });
    assert.equal((await live.call(sita, 'GET', '/api/chat/settings')).json().showPresence, false);
    assert.deepEqual(await presenceIn(hari, room._id), { status: 'success', hidden: false, presence: [] });
    assert.deepEqual(await presenceIn(sita, room._id), { status: 'success', hidden: true, presence: [] });

    // Hidden, her coming online is told to nobody.
    const heard: PresenceNotice[] = [];
    watcher.on(SERVER_EVENTS.presence, (notice: PresenceNotice) => heard.push(notice));
    await live.online(sita);
    await sleep(300);
    assert.deepEqual(heard, []);

    const showing = next<PresenceNotice>(watcher, SERVER_EVENTS.presence);
    await setShown(sita, true);
    assert.equal((await showing).online, true);
    assert.equal((await presenceIn(hari, room._id)).presence[0].online, true);

    // Now Hari hides his: he sees nobody's, and hears of nobody.
    await setShown(hari, false);
    assert.deepEqual(await presenceIn(hari, room._id), { status: 'success', hidden: true, presence: [] });
    heard.length = 0;
    await live.online(sita, secondUrl, second);
    await sleep(300);
    assert.deepEqual(heard, [], 'a second socket is no news anyway');
  });
});

describe('blocks', () => {
  test('no presence across a block in social or a blocked conversation, asked or live', async () => {
    const [sita, bikash, maya] = [await member('Sita'), await member('Bikash'), await member('Maya')];
    const withBikash = await openDirectRoom(live.call, sita, bikash);
    const withMaya = await openDirectRoom(live.call, sita, maya);
    await seedBlock(live.t.db, bikash.id, sita.id);
    const blocked = await live.call(sita, 'PATCH', `/api/rooms/${withMaya._id}/block`, { blockBy: sita.id });
    assert.equal(blocked.statusCode, 200, blocked.body);

    const [atBikash, atMaya] = [await live.online(bikash), await live.online(maya)];
    const heard: PresenceNotice[] = [];
    for (const socket of [atBikash, atMaya])
      socket.on(SERVER_EVENTS.presence, (notice: PresenceNotice) => heard.push(notice));
    await live.online(sita);
    await sleep(300);
    assert.deepEqual(heard, []);
    assert.deepEqual((await presenceIn(bikash, withBikash._id)).presence, []);
    assert.deepEqual((await presenceIn(sita, withBikash._id)).presence, [], 'either way');
    assert.deepEqual((await presenceIn(maya, withMaya._id)).presence, []);
  });

  test('a conversation one is not in answers 404', async () => {
    const [sita, hari, outsider] = [await member('Sita'), await member('Hari'), await member('Outsider')];
    const room = await openDirectRoom(live.call, sita, hari);
    const answer = await live.call(outsider, 'GET', `/api/rooms/${room._id}/presence`);
    assert.equal(answer.statusCode, 404);
  });
});
