// load-tests/k6/messaging.js run in Node with stand-ins for k6's modules (k6 itself is not
// installable here), against a gateway stand-in that answers the messaging and notification
// contracts: every request goes to a route the gateway's route table sends to messaging or
// notification (or identity's sign-in in setup), each journey's requests carry its own group (its
// p95 threshold applies to them), a conversation is opened as the viewer with someone else, a
// message is a text of at most 5,000 characters sent in the room just opened, and a 403 (a block
// between the two) is an expected answer after which nothing is sent.
import assert from 'node:assert/strict';
import { register } from 'node:module';
import { test } from 'node:test';
import {
  assertCallsOnRoutes,
  assertJourneyGroups,
  gatewayRoutes,
  k6ScriptLoader,
  runJourney,
} from '../manifest-checks/k6-scenario.mjs';

register('../manifest-checks/k6-stubs.mjs', import.meta.url);

const JOURNEYS = ['inbox', 'chat', 'notifications'];
const loadScript = k6ScriptLoader('messaging');
const ROOM_ID = /^\/api\/rooms\/([0-9a-f-]{36})\/messages$/;

/**
 * Messaging and notification behind a gateway: contract answers, one room per pair (a UUID), the
 * messages sent kept per room; every call recorded with its group. `blocked`: every opening of a
 * conversation answers 403.
 */
function fakeGateway({ people = 6, blocked = false } = {}) {
  const calls = [];
  const failedChecks = [];
  const rooms = new Map();
  const messages = new Map();
  const member = (id) => ({ _id: id, name: `Member ${id}`, slug: `member-${id}`, picture: '', role: 21 });
  const roomView = (id) => {
    const room = rooms.get(id);
    return {
      _id: id,
      type: 'normal',
      name: '',
      participants: room.members.map(member),
      isBlocked: false,
      blockBy: null,
      lastMessage: null,
      updatedAt: '2026-11-25T10:00:00.000Z',
      seen: true,
    };
  };
  globalThis.k6Stub = {
    vu: { idInTest: 1 },
    scenario: { iterationInTest: 0 },
    failedChecks,
    request(method, url, body, params, group) {
      const parsed = new URL(url);
      const route = parsed.pathname;
      const headers = params?.headers ?? {};
      const viewer = headers.Authorization?.replace(/^JWT t-/, '');
      calls.push({
        method,
        route,
        query: Object.fromEntries(parsed.searchParams),
        group,
        name: params?.tags?.name,
        body,
        headers,
        viewer,
        expected: params?.responseCallback?.statuses,
      });
      if (route === '/ready') return { status: 200 };
      if (route === '/api/auth/login') {
        const n = calls.filter((c) => c.route === '/api/auth/login').length;
        return n <= people
          ? { status: 200, body: { status: 'success', token: `t-u${n}`, user: { _id: `u${n}` } } }
          : { status: 401 };
      }
      if (!viewer) return { status: 401, body: { status: 'error', message: 'Please login first' } };
      if (route === '/api/rooms' && method === 'GET') {
        if (parsed.searchParams.get('user') !== viewer) return { status: 403 };
        return { status: 200, body: [...rooms.keys()].map(roomView) };
      }
      if (route === '/api/rooms/init') {
        const { sender, receiver } = JSON.parse(body);
        if (sender !== viewer || receiver === viewer) return { status: 403 };
        if (blocked) return { status: 403, body: { status: 'error', message: 'You cannot send message to this user' } };
        const pair = [sender, receiver].sort().join(':');
        const id = `00000000-0000-4000-8000-${String(rooms.size + 1).padStart(12, '0')}`;
        if (![...rooms.values()].some((r) => r.pair === pair)) rooms.set(id, { pair, members: [sender, receiver] });
        const roomId = [...rooms.entries()].find(([, r]) => r.pair === pair)[0];
        return { status: 200, body: { status: 'success', room: roomView(roomId) } };
      }
      const inRoom = ROOM_ID.exec(route);
      if (inRoom) {
        const roomId = inRoom[1];
        if (!rooms.get(roomId)?.members.includes(viewer)) return { status: 404 };
        const list = messages.get(roomId) ?? [];
        if (method === 'POST') {
          const { message, messageType } = JSON.parse(body);
          if (messageType !== 'text' || !message.trim() || message.trim().length > 5000) return { status: 400 };
          const stored = {
            _id: `m${list.length + 1}`,
            room: roomId,
            postedBy: member(viewer),
            message,
            messageType,
            seen: [viewer],
            createdAt: '2026-11-25T10:00:00.000Z',
          };
          messages.set(roomId, [...list, stored]);
          return { status: 200, body: stored };
        }
        const perPage = Number(parsed.searchParams.get('per_page'));
        return {
          status: 200,
          body: {
            status: 'success',
            allMessage: { messages: list.slice(-perPage), total_page: Math.ceil(list.length / perPage) },
            room: roomView(roomId),
          },
        };
      }
      if (route === '/api/notifications/all')
        return { status: 200, body: { status: 'success', message: [{ _id: 'n1', read: 'no' }] } };
      if (route === '/api/notifications/makeseen') return { status: 200, body: { status: 'success' } };
      return { status: 404 };
    },
  };
  return { calls, failedChecks, rooms, messages };
}

test('every request of every journey goes to a messaging or notification route of the gateway, in its own group', async () => {
  const routes = gatewayRoutes(['messaging', 'notification']);
  assert.ok(routes.filter((r) => r.service === 'messaging').length >= 8, 'the route table lists messaging');
  assert.ok(routes.filter((r) => r.service === 'notification').length >= 5, 'the route table lists notification');
  const { calls, failedChecks } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  assert.equal(data.people.length, 6, 'the six demo accounts');
  calls.length = 0;
  for (const journey of JOURNEYS) runJourney(script, data, journey, 12);
  assert.deepEqual(failedChecks, []);
  assertCallsOnRoutes(assert, calls, routes, { area: 'messaging or notification', signedIn: true });
  assertJourneyGroups(assert, calls, script, JOURNEYS, 12);
  for (const journey of JOURNEYS) assert.ok(script.options.scenarios[journey], `${journey} is a scenario of its own`);
  const routesOf = (journey) => [...new Set(calls.filter((c) => c.group === `::${journey}`).map((c) => c.name))].sort();
  assert.deepEqual(routesOf('inbox'), ['GET /api/rooms', 'GET /api/rooms/:roomId/messages', 'POST /api/rooms/init']);
  assert.deepEqual(routesOf('chat'), [
    'GET /api/rooms/:roomId/messages',
    'POST /api/rooms/:roomId/messages',
    'POST /api/rooms/init',
  ]);
  assert.deepEqual(routesOf('notifications'), ['GET /api/notifications/all', 'POST /api/notifications/makeseen']);
  assert.ok(script.options.thresholds.http_req_failed.includes('rate<0.01'));
});

test('conversations are opened as the viewer with someone else, and every pair of accounts gets its turn', async () => {
  const { calls, rooms } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  runJourney(script, data, 'inbox', 30);
  const opened = calls.filter((c) => c.route === '/api/rooms/init');
  assert.equal(opened.length, 30);
  for (const call of opened) {
    const { sender, receiver } = JSON.parse(call.body);
    assert.equal(sender, call.viewer, 'the sender is the signed-in viewer');
    assert.notEqual(receiver, sender, 'never a conversation with oneself');
    assert.deepEqual(call.expected, [200, 403], 'a block (403) is an expected answer');
  }
  assert.equal(rooms.size, 15, 'the 15 pairs of the six accounts');
  const lists = calls.filter((c) => c.route === '/api/rooms');
  assert.ok(
    lists.every((c) => c.query.user === c.viewer),
    'the list asks for the viewer’s own rooms',
  );
  const pages = calls.filter((c) => c.method === 'GET' && ROOM_ID.test(c.route));
  assert.ok(
    pages.every((c) => c.query.per_page === '20' && c.query.page === '1'),
    'the newest page of 20',
  );
});

test('a message is a text sent by the viewer in the conversation just opened, and stored', async () => {
  const { calls, failedChecks, messages } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  runJourney(script, data, 'chat', 8);
  assert.deepEqual(failedChecks, []);
  const sends = calls.filter((c) => c.method === 'POST' && ROOM_ID.test(c.route));
  assert.equal(sends.length, 8);
  sends.forEach((call, i) => {
    const opened = calls.filter((c) => c.route === '/api/rooms/init')[i];
    assert.equal(call.viewer, JSON.parse(opened.body).sender, 'sent by the one who opened the room');
    const body = JSON.parse(call.body);
    assert.equal(body.messageType, 'text');
    assert.ok(body.message.trim().length >= 1 && body.message.length <= 5000);
    assert.equal(call.headers['Content-Type'], 'application/json');
  });
  assert.equal([...messages.values()].flat().length, 8, 'every message was stored');
});

test('a block between the two (403) is expected: no failed check, no message sent for nothing', async () => {
  const { calls, failedChecks } = fakeGateway({ blocked: true });
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  for (const journey of JOURNEYS) runJourney(script, data, journey, 6);
  assert.deepEqual(failedChecks, []);
  assert.equal(calls.filter((c) => ROOM_ID.test(c.route)).length, 0, 'no room to send in or read');
  assert.equal(calls.filter((c) => c.route === '/api/rooms/init').length, 12);
});

test('setup says what to do with fewer than two accounts', async () => {
  fakeGateway({ people: 1 });
  const lonely = await loadScript();
  assert.throws(() => lonely.setup(), /fewer than two accounts .*seed the demo data \(npm start\)/);
  fakeGateway();
  const named = await loadScript({ USERS: 'a@example.com:secret1,b@example.com:pa:ss' });
  const data = named.setup();
  assert.equal(data.people.length, 2);
});
