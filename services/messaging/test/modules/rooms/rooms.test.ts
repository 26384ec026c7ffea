import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CHAT_MESSAGES, type ChatRoom } from '@art/contracts';
import {
  caller,
  type MessagingTestContext,
  openDirectRoom,
  type SeededUser,
  seedBlock,
  seedUser,
  startMessagingTestApp,
} from '../../support/test-app.js';

let t: MessagingTestContext;
let call: ReturnType<typeof caller>;
let sita: SeededUser;
let ramesh: SeededUser;
let bikash: SeededUser;
let pema: SeededUser;

const openRoom = (sender: SeededUser, receiver: SeededUser) => openDirectRoom(call, sender, receiver);

async function send(sender: SeededUser, roomId: string, message: string) {
  return call(sender, 'POST', `/api/rooms/${roomId}/messages`, { message, messageType: 'text' });
}

async function outbox(subject: string) {
  const rows = await t.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject', '=', subject)
    .orderBy('seq')
    .execute();
  return rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
}

before(async () => {
  t = await startMessagingTestApp('rooms');
  call = caller(t.app);
  sita = await seedUser(t.db, { name: 'Sita Shrestha', role: 21 });
  ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', role: 11, picture: '/media/ramesh.webp' });
  bikash = await seedUser(t.db, { name: 'Bikash Gurung', role: 21 });
  pema = await seedUser(t.db, { name: 'Pema Dolma Lama', role: 12 });
});
after(async () => {
  await t?.close();
});

describe('one-to-one rooms', () => {
  test('init creates the room of the pair once, from either side, and it is listed for both', async () => {
    const room = await openRoom(sita, ramesh);
    assert.equal(room.type, 'normal');
    assert.equal(room.name, '');
    assert.deepEqual(room.participants.map((member) => member._id).sort(), [sita.id, ramesh.id].sort());
    const card = room.participants.find((member) => member._id === ramesh.id);
    assert.deepEqual(card, {
      _id: ramesh.id,
      name: 'Ramesh Chitrakar',
      slug: ramesh.slug,
      picture: '/media/ramesh.webp',
      role: 11,
    });
    assert.equal(room.isBlocked, false);
    assert.equal(room.blockBy, null);
    assert.equal(room.lastMessage, null);
    assert.equal(room.seen, true);
    const again = await openRoom(ramesh, sita);
    assert.equal(again._id, room._id);
    const [twice, once] = await Promise.all([openRoom(bikash, pema), openRoom(pema, bikash)]);
    assert.equal(twice._id, once._id, 'opening at once gives one room');
    const listed = (await call(ramesh, 'GET', `/api/rooms?user=${ramesh.id}`)).json() as ChatRoom[];
    assert.ok(listed.some((item) => item._id === room._id));
  });

  test('the list is ordered by the last message, with seen for the viewer', async () => {
    const first = await openRoom(bikash, sita);
    const second = await openRoom(bikash, ramesh);
    assert.equal((await send(sita, first._id, 'Hello Bikash')).statusCode, 200);
    assert.equal((await send(ramesh, second._id, 'Hello from the studio')).statusCode, 200);
    const listed = (await call(bikash, 'GET', '/api/rooms')).json() as ChatRoom[];
    const ids = listed.map((room) => room._id);
    assert.ok(ids.indexOf(second._id) < ids.indexOf(first._id), 'newest first');
    const top = listed[0];
    assert.equal(top?._id, second._id);
    assert.deepEqual(top?.lastMessage, { message: 'Hello from the studio', messageType: 'text', from: ramesh.id });
    assert.equal(top?.seen, false);
    const senderView = ((await call(ramesh, 'GET', '/api/rooms')).json() as ChatRoom[]).find(
      (r) => r._id === second._id,
    );
    assert.equal(senderView?.seen, true, 'one has seen what one sent');
    await call(bikash, 'GET', `/api/rooms/${second._id}/messages?per_page=20&page=1`);
    const after = ((await call(bikash, 'GET', '/api/rooms')).json() as ChatRoom[]).find((r) => r._id === second._id);
    assert.equal(after?.seen, true);
  });

  test('refusals: someone else’s list, as someone else, oneself, an unknown user, bad input', async () => {
    const cases: [string, string, object | undefined, number, string | RegExp][] = [
      ['GET', `/api/rooms?user=${ramesh.id}`, undefined, 403, 'You can only list your own conversations'],
      ['POST', '/api/rooms/init', { sender: ramesh.id, receiver: bikash.id }, 403, /as yourself/],
      [
        'POST',
        '/api/rooms/init',
        { sender: sita.id, receiver: sita.id },
        400,
        'You cannot start a conversation with yourself',
      ],
      ['POST', '/api/rooms/init', { sender: sita.id, receiver: 'no-such-user' }, 404, 'User not found'],
      ['POST', '/api/rooms/init', { sender: sita.id }, 400, /receiver/],
    ];
    const before = await t.db.selectFrom('rooms').select('id').execute();
    for (const [method, url, body, status, message] of cases) {
      const response = await call(sita, method as 'GET' | 'POST', url, body);
      assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    }
    assert.equal((await t.db.selectFrom('rooms').select('id').execute()).length, before.length);
    const guest = await t.app.inject({ method: 'GET', url: '/api/rooms' });
    assert.equal(guest.statusCode, 401);
  });

  test('a social block refuses opening a room and sending, both ways, with the messages the screens show (CHAT_MESSAGES)', async () => {
    const blocker = await seedUser(t.db, { name: 'Blocker', role: 11 });
    const blocked = await seedUser(t.db, { name: 'Blocked', role: 21 });
    const room = await openRoom(blocked, blocker);
    await seedBlock(t.db, blocker.id, blocked.id);

    // Every write across a block answers the audience's code, 403 blocked, both ways.
    const refusedOpen = await call(blocked, 'POST', '/api/rooms/init', { sender: blocked.id, receiver: blocker.id });
    assert.equal(refusedOpen.statusCode, 403);
    assert.deepEqual(refusedOpen.json(), {
      status: 'blocked',
      message: CHAT_MESSAGES.blockedByOther,
      code: 'chat-blocked',
    });
    const blockerOpen = await call(blocker, 'POST', '/api/rooms/init', { sender: blocker.id, receiver: blocked.id });
    assert.equal(blockerOpen.statusCode, 403);
    assert.deepEqual(blockerOpen.json(), {
      status: 'blocked',
      message: CHAT_MESSAGES.blockedByYou,
      code: 'chat-unblock-first',
    });

    const fromBlocked = await send(blocked, room._id, 'Hello?');
    assert.equal(fromBlocked.statusCode, 403);
    assert.deepEqual(fromBlocked.json(), {
      status: 'blocked',
      message: 'You cannot send message to this user',
      code: 'chat-blocked',
    });
    const fromBlocker = await send(blocker, room._id, 'Hello?');
    assert.equal(fromBlocker.statusCode, 403);
    assert.deepEqual(fromBlocker.json(), {
      status: 'blocked',
      message: 'Please unblock to send the message',
      code: 'chat-unblock-first',
    });
    const count = await t.db.selectFrom('messages').select('id').where('room_id', '=', room._id).execute();
    assert.equal(count.length, 0);

    const seenByBlocked = ((await call(blocked, 'GET', '/api/rooms')).json() as ChatRoom[]).find(
      (r) => r._id === room._id,
    );
    assert.deepEqual([seenByBlocked?.isBlocked, seenByBlocked?.blockBy], [true, blocker.id]);
    const unblockHere = await call(blocker, 'PATCH', `/api/rooms/${room._id}/unblock`, { blockBy: blocker.id });
    assert.equal(unblockHere.statusCode, 409, 'a social block is undone in social');

    await t.db.deleteFrom('user_blocks').where('blocker_id', '=', blocker.id).execute();
    assert.equal((await send(blocked, room._id, 'Hello again')).statusCode, 200);
  });
});

describe('room blocks', () => {
  test('block and unblock: only the blocker unblocks; the other cannot send, the blocker is told to unblock', async () => {
    const room = await openRoom(sita, pema);
    const notMine = await call(sita, 'PATCH', `/api/rooms/${room._id}/block`, { blockBy: pema.id });
    assert.equal(notMine.statusCode, 403);
    const blocked = await call(sita, 'PATCH', `/api/rooms/${room._id}/block`, { blockBy: sita.id });
    assert.deepEqual(blocked.json(), { status: 'success', message: 'Messages blocked successfully' });
    const view = ((await call(pema, 'GET', '/api/rooms')).json() as ChatRoom[]).find((r) => r._id === room._id);
    assert.deepEqual([view?.isBlocked, view?.blockBy], [true, sita.id]);

    assert.equal((await send(pema, room._id, 'Why?')).json().message, CHAT_MESSAGES.blockedByOther);
    assert.equal((await send(sita, room._id, 'Oops')).json().message, CHAT_MESSAGES.blockedByYou);
    const byOther = await call(pema, 'PATCH', `/api/rooms/${room._id}/block`, { blockBy: pema.id });
    assert.equal(byOther.statusCode, 409);
    const otherUnblocks = await call(pema, 'PATCH', `/api/rooms/${room._id}/unblock`, { blockBy: pema.id });
    assert.equal(otherUnblocks.statusCode, 403);
    assert.equal(otherUnblocks.json().message, 'Only the person who blocked the messages can unblock them');

    const unblocked = await call(sita, 'PATCH', `/api/rooms/${room._id}/unblock`, { blockBy: sita.id });
    assert.deepEqual(unblocked.json(), { status: 'success', message: 'Messages unblocked successfully' });
    assert.equal((await send(pema, room._id, 'Thanks')).statusCode, 200);
    const again = await call(sita, 'PATCH', `/api/rooms/${room._id}/unblock`, { blockBy: sita.id });
    assert.equal(again.statusCode, 409);
  });

  test('a non-member gets 404 for everything of a room; a bad id is a 400', async () => {
    const room = await openRoom(sita, ramesh);
    const stranger = bikash;
    const attempts: [string, string, object | undefined][] = [
      ['GET', `/api/rooms/${room._id}/messages`, undefined],
      ['GET', `/api/messages/${room._id}`, undefined],
      ['POST', `/api/rooms/${room._id}/messages`, { message: 'Hi', messageType: 'text' }],
      ['PATCH', `/api/rooms/${room._id}/block`, { blockBy: stranger.id }],
      ['PATCH', `/api/rooms/${room._id}/leave`, { participant: stranger.id }],
      ['DELETE', `/api/conversation/delete/${room._id}`, undefined],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(stranger, method as 'GET', url, body);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(response.json().message, 'Conversation not found');
    }
    const bad = await call(sita, 'GET', '/api/rooms/not-a-uuid/messages');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /roomId/);
  });
});

describe('groups', () => {
  test('a group gets a join message per member, is listed for all, and can be left with a left message', async () => {
    const response = await call(sita, 'POST', '/api/rooms/group', {
      name: '  Patan painters  ',
      participants: [ramesh.id, pema.id, ramesh.id, sita.id],
    });
    assert.equal(response.statusCode, 200, response.body);
    const room = response.json().room as ChatRoom;
    assert.equal(room.type, 'group');
    assert.equal(room.name, 'Patan painters');
    assert.deepEqual(room.participants.map((member) => member._id).sort(), [sita.id, ramesh.id, pema.id].sort());
    assert.equal(room.seen, true, 'the creator has seen the new group');
    const messages = (await call(ramesh, 'GET', `/api/messages/${room._id}`)).json();
    assert.deepEqual(
      messages.map((message: { messageType: string; message: string }) => [message.messageType, message.message]),
      [
        ['join', 'Sita Shrestha'],
        ['join', 'Ramesh Chitrakar'],
        ['join', 'Pema Dolma Lama'],
      ],
    );
    assert.equal((await outbox('messaging.message.sent')).filter((e) => e.data.roomId === room._id).length, 3);

    const oneToOne = await openRoom(sita, ramesh);
    const refused = await call(sita, 'PATCH', `/api/rooms/${oneToOne._id}/leave`, { participant: sita.id });
    assert.equal(refused.statusCode, 409);
    const asOther = await call(sita, 'PATCH', `/api/rooms/${room._id}/leave`, { participant: pema.id });
    assert.equal(asOther.statusCode, 403);
    const blockGroup = await call(sita, 'PATCH', `/api/rooms/${room._id}/block`, { blockBy: sita.id });
    assert.equal(blockGroup.statusCode, 409);

    const left = await call(pema, 'PATCH', `/api/rooms/${room._id}/leave`, { participant: pema.id });
    assert.deepEqual(left.json(), { status: 'success', message: 'Group Leave successfully' });
    const afterLeave = (await call(sita, 'GET', `/api/rooms/${room._id}/messages`)).json();
    const last = afterLeave.allMessage.messages.at(-1);
    assert.deepEqual([last.messageType, last.message, last.postedBy._id], ['left', 'Pema Dolma Lama', pema.id]);
    assert.deepEqual(
      afterLeave.room.participants.map((m: { _id: string }) => m._id).sort(),
      [sita.id, ramesh.id].sort(),
    );
    const gone = await call(pema, 'GET', `/api/rooms/${room._id}/messages`);
    assert.equal(gone.statusCode, 404);
    assert.ok(!((await call(pema, 'GET', '/api/rooms')).json() as ChatRoom[]).some((r) => r._id === room._id));
    assert.equal((await send(pema, room._id, 'still here?')).statusCode, 404);
  });

  test('group limits and blocks are refused and create nothing', async () => {
    const blocker = await seedUser(t.db, { name: 'Kiran', role: 21 });
    await seedBlock(t.db, blocker.id, sita.id);
    const many = await Promise.all(Array.from({ length: 51 }, (_, i) => seedUser(t.db, { name: `Member ${i}` })));
    const before = (await t.db.selectFrom('rooms').select('id').execute()).length;
    const cases: [object, number, string | RegExp][] = [
      [{ name: '   ', participants: [ramesh.id, pema.id] }, 400, 'Group name is required'],
      [{ name: 'x'.repeat(61), participants: [ramesh.id, pema.id] }, 400, 'Group name must be at most 60 characters'],
      [{ name: 'Pair', participants: [ramesh.id, sita.id] }, 400, 'A group needs at least 2 other participants'],
      [{ name: 'Crowd', participants: many.map((u) => u.id) }, 400, 'A group can have at most 50 other participants'],
      [{ name: 'Ghosts', participants: [ramesh.id, 'nobody'] }, 404, 'User not found'],
      [{ name: 'Blocked', participants: [ramesh.id, blocker.id] }, 403, 'You cannot add Kiran to a group'],
      [{ name: 'No list' }, 400, /participants/],
    ];
    for (const [body, status, message] of cases) {
      const response = await call(sita, 'POST', '/api/rooms/group', body);
      assert.equal(response.statusCode, status, response.body);
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    }
    assert.equal((await t.db.selectFrom('rooms').select('id').execute()).length, before);
  });
});

describe('a block between two members of a group', () => {
  test('a third member may gather them; each reads what the other says only as a collapsed notice', async () => {
    const host = await seedUser(t.db, { name: 'Laxmi Tamang', role: 21 });
    const blocker = await seedUser(t.db, { name: 'Nabin Karki', role: 11 });
    const blocked = await seedUser(t.db, { name: 'Rojina Rai', role: 21 });
    await seedBlock(t.db, blocker.id, blocked.id);
    const created = await call(host, 'POST', '/api/rooms/group', {
      name: 'Thangka circle',
      participants: [blocker.id, blocked.id],
    });
    assert.equal(created.statusCode, 200, created.body);
    const room = created.json().room as ChatRoom;
    assert.equal((await send(blocked, room._id, 'Words of the blocked member')).statusCode, 200);

    type Shown = { message: string; messageType: string; collapsed?: string; postedBy: { _id: string; name: string } };
    const said = (messages: Shown[], by: SeededUser) =>
      messages.filter((m) => m.postedBy._id === by.id && m.messageType !== 'join');
    const page = async (viewer: SeededUser) => {
      const response = await call(viewer, 'GET', `/api/rooms/${room._id}/messages`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json().allMessage.messages as Shown[];
    };

    const blockersPage = await page(blocker);
    assert.deepEqual(said(blockersPage, blocked), [
      {
        ...said(blockersPage, blocked)[0],
        message: CHAT_MESSAGES.collapsedYouBlocked,
        messageType: 'text',
        collapsed: 'you-blocked',
        postedBy: { _id: blocked.id, name: '', slug: '', picture: '', role: 21 },
      },
    ]);
    assert.ok(!JSON.stringify(blockersPage).includes('Words of the blocked member'));
    assert.equal(
      blockersPage.filter((m) => m.messageType === 'join').length,
      3,
      'the joins are the room’s, never collapsed',
    );
    const history = (await call(blocker, 'GET', `/api/messages/${room._id}`)).json() as Shown[];
    assert.equal(said(history, blocked)[0]?.collapsed, 'you-blocked', 'the history reads the same');
    const listed = ((await call(blocker, 'GET', '/api/rooms')).json() as ChatRoom[]).find((r) => r._id === room._id);
    assert.deepEqual(listed?.lastMessage, {
      message: CHAT_MESSAGES.collapsedYouBlocked,
      messageType: 'text',
      from: blocked.id,
      collapsed: 'you-blocked',
    });

    const hostsPage = await page(host);
    assert.deepEqual(
      said(hostsPage, blocked).map((m) => [m.message, m.collapsed]),
      [['Words of the blocked member', undefined]],
      'the third member reads it whole',
    );

    // Both ways: the blocked member reads the blocker's words collapsed too.
    assert.equal((await send(blocker, room._id, 'Words of the blocker')).statusCode, 200);
    const blockedsPage = await page(blocked);
    assert.deepEqual(
      said(blockedsPage, blocker).map((m) => [m.message, m.collapsed]),
      [[CHAT_MESSAGES.collapsedBlockedYou, 'blocked-you']],
    );
    assert.equal(said(blockedsPage, blocked)[0]?.message, 'Words of the blocked member', 'their own words stay');

    // Once unblocked, the history reads whole again.
    await t.db.deleteFrom('user_blocks').where('blocker_id', '=', blocker.id).execute();
    assert.deepEqual(
      said(await page(blocker), blocked).map((m) => [m.message, m.collapsed]),
      [['Words of the blocked member', undefined]],
    );
  });
});

describe('delete conversation', () => {
  test('hides the room and its history for the viewer only, until a new message arrives', async () => {
    const hider = await seedUser(t.db, { name: 'Hider' });
    const room = await openRoom(hider, ramesh);
    await send(hider, room._id, 'Old message');
    const deleted = await call(hider, 'DELETE', `/api/conversation/delete/${room._id}`);
    assert.deepEqual(deleted.json(), { status: 'success' });
    assert.ok(!((await call(hider, 'GET', '/api/rooms')).json() as ChatRoom[]).some((r) => r._id === room._id));
    assert.ok(((await call(ramesh, 'GET', '/api/rooms')).json() as ChatRoom[]).some((r) => r._id === room._id));
    assert.deepEqual((await call(hider, 'GET', `/api/messages/${room._id}`)).json(), []);
    assert.equal((await call(ramesh, 'GET', `/api/messages/${room._id}`)).json().length, 1);

    await send(ramesh, room._id, 'New message');
    const listed = ((await call(hider, 'GET', '/api/rooms')).json() as ChatRoom[]).find((r) => r._id === room._id);
    assert.equal(listed?.lastMessage?.message, 'New message');
    const history = (await call(hider, 'GET', `/api/messages/${room._id}`)).json();
    assert.deepEqual(
      history.map((message: { message: string }) => message.message),
      ['New message'],
    );
  });
});
