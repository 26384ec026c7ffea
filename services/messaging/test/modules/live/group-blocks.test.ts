import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHAT_MESSAGES, type ChatMessage, type ChatRoom, CLIENT_EVENTS, SERVER_EVENTS } from '@art/contracts';
import { liveSocketSuite } from '../../support/live-socket.js';
import { collect, emitWithAck, next, seedBlock, seedUser, sleep } from '../../support/test-app.js';

const live = liveSocketSuite('group_blocks');

test('in a group, the live socket brings a member across a block only the collapsed form, both ways', async () => {
  const host = await seedUser(live.t.db, { name: 'Laxmi Tamang', role: 21 });
  const blocker = await seedUser(live.t.db, { name: 'Nabin Karki', role: 11 });
  const blocked = await seedUser(live.t.db, { name: 'Rojina Rai', role: 21 });
  await seedBlock(live.t.db, blocker.id, blocked.id);
  const created = await live.call(host, 'POST', '/api/rooms/group', {
    name: 'Thangka circle',
    participants: [blocker.id, blocked.id],
  });
  assert.equal(created.statusCode, 200, created.body);
  const room = created.json().room as ChatRoom;

  const [hostSocket, blockerSocket, blockedSocket] = await Promise.all([
    live.online(host),
    live.online(blocker),
    live.online(blocked),
  ]);
  const atHost = collect<ChatMessage>(hostSocket, SERVER_EVENTS.receiveMessage);
  const atBlocker = collect<ChatMessage>(blockerSocket, SERVER_EVENTS.receiveMessage);
  const atBlocked = collect<ChatMessage>(blockedSocket, SERVER_EVENTS.receiveMessage);

  const reachBlocker = next<ChatMessage>(blockerSocket, SERVER_EVENTS.receiveMessage);
  const reachHost = next<ChatMessage>(hostSocket, SERVER_EVENTS.receiveMessage);
  const ack = await emitWithAck<{ status: string; message: ChatMessage }>(blockedSocket, CLIENT_EVENTS.sendMessage, {
    room: room._id,
    message: 'Words of the blocked member',
    messageType: 'text',
  });
  assert.equal(ack.status, 'success');
  assert.equal(ack.message.message, 'Words of the blocked member', 'the sender gets their own words back');
  const toBlocker = await reachBlocker;
  assert.deepEqual(
    { message: toBlocker.message, type: toBlocker.messageType, collapsed: toBlocker.collapsed, by: toBlocker.postedBy },
    {
      message: CHAT_MESSAGES.collapsedYouBlocked,
      type: 'text',
      collapsed: 'you-blocked',
      by: { _id: blocked.id, name: '', slug: '', picture: '', role: 21 },
    },
  );
  assert.equal(toBlocker._id, ack.message._id);
  assert.equal((await reachHost).message, 'Words of the blocked member', 'the third member gets it whole');

  const reachBlocked = next<ChatMessage>(blockedSocket, SERVER_EVENTS.receiveMessage);
  const sent = await live.call(blocker, 'POST', `/api/rooms/${room._id}/messages`, { message: 'Words of the blocker' });
  assert.equal(sent.statusCode, 200, sent.body);
  const toBlocked = await reachBlocked;
  assert.deepEqual([toBlocked.message, toBlocked.collapsed], [CHAT_MESSAGES.collapsedBlockedYou, 'blocked-you']);

  // Whatever else was on its way has arrived: nothing whole ever reached the other party.
  await sleep(300);
  assert.ok(!JSON.stringify(atBlocker).includes('Words of the blocked member'), JSON.stringify(atBlocker));
  assert.ok(!JSON.stringify(atBlocked).includes('Words of the blocker'), JSON.stringify(atBlocked));
  assert.deepEqual(
    atHost.map((message) => [message.message, message.collapsed]),
    [
      ['Words of the blocked member', undefined],
      ['Words of the blocker', undefined],
    ],
  );
  assert.equal(atBlocker.length, 2, 'the blocker gets the collapsed one and their own (other tab) once each');
});
