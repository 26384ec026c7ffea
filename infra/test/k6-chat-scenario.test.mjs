// load-tests/k6/chat.js run in Node with stand-ins for k6's modules (k6 itself is not installable
// here), against a gateway stand-in that opens the conversations over HTTP and a socket.io
// stand-in that speaks Engine.IO 4 over the raw websocket as messaging's live socket does: the
// open packet, the CONNECT with the JWT in the handshake's auth, pings to answer, send-message
// with an ack carrying the stored message, receive-message on the other person's sockets. The
// journey must connect both sockets, send its messages one after another, measure connect, ack
// and delivery, count what is lost, and close its sockets.
import assert from 'node:assert/strict';
import { register } from 'node:module';
import { test } from 'node:test';
import { assertCallsOnRoutes, gatewayRoutes, k6ScriptLoader } from '../manifest-checks/k6-scenario.mjs';

register('../manifest-checks/k6-stubs.mjs', import.meta.url);

const loadScript = k6ScriptLoader('chat');
const LIVE = /^ws:\/\/localhost:8080\/live\/socket\.io\/\?EIO=4&transport=websocket$/;

/**
 * The gateway (sign-in, rooms/init) and the live socket. `deliver`: whether receive-message
 * reaches the other person; `refuse`: every CONNECT answered 44 (a bad token).
 */
function fakeStack({ people = 3, deliver = true, refuse = false } = {}) {
  const calls = [];
  const failedChecks = [];
  const metrics = {};
  const rooms = new Map();
  const sockets = [];
  const frames = [];
  globalThis.k6Stub = {
    vu: { idInTest: 1 },
    scenario: { iterationInTest: 0 },
    failedChecks,
    metrics,
    request(method, url, body, params, group) {
      const route = new URL(url).pathname;
      calls.push({
        method,
        route,
        body,
        name: params?.tags?.name,
        group,
        expected: params?.responseCallback?.statuses,
      });
      if (route === '/ready') return { status: 200 };
      if (route === '/api/auth/login') {
        const n = calls.filter((c) => c.route === '/api/auth/login').length;
        return n <= people
          ? { status: 200, body: { status: 'success', token: `t-u${n}`, user: { _id: `u${n}` } } }
          : { status: 401 };
      }
      if (route === '/api/rooms/init') {
        const { sender, receiver } = JSON.parse(body);
        const id = `room-${sender}-${receiver}`;
        rooms.set(id, [sender, receiver]);
        return { status: 200, body: { status: 'success', room: { _id: id, participants: [] } } };
      }
      return { status: 404 };
    },
    websocket(socket, url, params) {
      const state = { socket, url, params, user: null, pongs: 0, closed: false };
      sockets.push(state);
      const send = (frame) => socket.receive(frame);
      return {
        open: () => send('0{"sid":"s1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}'),
        message(frame) {
          frames.push(frame);
          if (frame === '3') {
            state.pongs += 1;
            return;
          }
          if (frame.startsWith('40')) {
            const { token } = JSON.parse(frame.slice(2) || '{}');
            if (refuse || !/^t-u\d+$/.test(token ?? ''))
              return send('44{"message":"Please login first","data":{"status":"unauthorized"}}');
            state.user = token.slice(2);
            send('40{"sid":"n1"}');
            // A ping right after: the client must answer it.
            return send('2');
          }
          const emit = /^42(\d+)(.*)$/s.exec(frame);
          if (!emit) return;
          const [name, payload] = JSON.parse(emit[2]);
          assert.equal(name, 'send-message');
          const members = rooms.get(payload.room);
          if (!state.user || !members?.includes(state.user)) {
            return send(`43${emit[1]}${JSON.stringify([{ status: 'error', message: 'Room not found' }])}`);
          }
          const stored = {
            _id: `m${frames.length}`,
            room: payload.room,
            message: payload.message,
            postedBy: { _id: state.user },
          };
          send(`43${emit[1]}${JSON.stringify([{ status: 'success', message: stored }])}`);
          if (!deliver) return;
          for (const other of sockets) {
            if (other !== state && !other.closed && members.includes(other.user))
              other.socket.receive(`42${JSON.stringify(['receive-message', stored])}`);
          }
        },
        close() {
          state.closed = true;
        },
      };
    },
  };
  return { calls, failedChecks, metrics, rooms, sockets, frames };
}

/** Runs the chat journey `iterations` times, one after the other, as k6's iterations would. */
async function runChats(script, data, iterations) {
  for (let i = 0; i < iterations; i++) {
    globalThis.k6Stub.scenario = { iterationInTest: i };
    await script.chat(data);
  }
}

test('setup opens one conversation per neighbouring pair through the gateway’s messaging route', async () => {
  const routes = gatewayRoutes(['messaging', 'identity']);
  const { calls, rooms } = fakeStack();
  const script = await loadScript();
  const data = script.setup();
  assert.deepEqual(
    data.conversations.map((c) => [c.sender.id, c.receiver.id]),
    [
      ['u1', 'u2'],
      ['u2', 'u3'],
      ['u3', 'u1'],
    ],
  );
  assert.equal(rooms.size, 3);
  assertCallsOnRoutes(
    assert,
    calls.filter((c) => c.route.startsWith('/api/')),
    routes,
    { area: 'messaging' },
  );
  assert.deepEqual(calls.find((c) => c.route === '/api/rooms/init').expected, [200, 403]);
  fakeStack({ people: 1 });
  const lonely = await loadScript();
  assert.throws(() => lonely.setup(), /fewer than two accounts/);
});

test('a conversation: both sockets connect with the token, answer pings, send with acks, get each message delivered', async () => {
  const { failedChecks, metrics, sockets, frames } = fakeStack();
  const script = await loadScript({ MESSAGES: '3' });
  const data = script.setup();
  await runChats(script, data, 2);
  assert.deepEqual(failedChecks, []);
  assert.equal(sockets.length, 4, 'two sockets per conversation');
  for (const socket of sockets) {
    assert.match(socket.url, LIVE);
    assert.ok(socket.closed, 'closed at the end of the iteration');
    assert.equal(socket.pongs, 1, 'the ping was answered');
    assert.match(socket.user, /^u\d$/);
  }
  // The first conversation is u1 → u2: the receiver connects first.
  assert.deepEqual(
    sockets.slice(0, 2).map((s) => s.user),
    ['u2', 'u1'],
  );
  const sends = frames.filter((f) => f.startsWith('42'));
  assert.equal(sends.length, 6);
  sends.forEach((frame, i) => {
    const [, id, json] = /^42(\d+)(.*)$/.exec(frame);
    assert.equal(Number(id), i % 3, 'ack ids count per socket');
    const [name, payload] = JSON.parse(json);
    assert.equal(name, 'send-message');
    assert.equal(payload.messageType, 'text');
    assert.ok(payload.message.length > 0 && payload.message.length <= 5000);
  });
  assert.equal(metrics.live_connect_duration.length, 4);
  assert.equal(metrics.live_ack_duration.length, 6);
  assert.equal(metrics.live_delivery_duration.length, 6);
  assert.equal(metrics.live_messages_lost, undefined);
});

test('a message never delivered counts as lost and ends the conversation; a refused socket fails its check', async () => {
  const lost = fakeStack({ deliver: false });
  let script = await loadScript({ MESSAGES: '3', MESSAGE_TIMEOUT_MS: '50' });
  let data = script.setup();
  await runChats(script, data, 1);
  assert.deepEqual(lost.failedChecks, ['receive-message: delivered in time']);
  assert.deepEqual(lost.metrics.live_messages_lost, [1]);
  assert.equal(lost.frames.filter((f) => f.startsWith('42')).length, 1, 'no further message after a lost one');
  assert.ok(lost.sockets.every((s) => s.closed));

  const refused = fakeStack({ refuse: true });
  script = await loadScript({ MESSAGES: '2' });
  data = script.setup();
  await runChats(script, data, 1);
  assert.ok(refused.failedChecks.includes('live socket: connected'));
  assert.deepEqual(refused.metrics.live_messages_lost, [2]);
  assert.ok(refused.sockets.every((s) => s.closed));
});

test('thresholds: p95 and p99 of connect, ack and delivery, nothing lost, failed requests and checks', async () => {
  fakeStack();
  const { options } = await loadScript({ RATE: '4' });
  for (const metric of ['live_connect_duration', 'live_ack_duration', 'live_delivery_duration', 'ws_connecting']) {
    assert.ok(
      options.thresholds[metric].some((t) => t.startsWith('p(95)<')),
      metric,
    );
    assert.ok(
      options.thresholds[metric].some((t) => t.startsWith('p(99)<')),
      metric,
    );
  }
  assert.deepEqual(options.thresholds.live_messages_lost, ['count==0']);
  assert.deepEqual(options.thresholds.http_req_failed, ['rate<0.01']);
  assert.deepEqual(options.thresholds.checks, ['rate>0.99']);
  assert.equal(options.scenarios.chat.executor, 'constant-arrival-rate');
  assert.equal(options.scenarios.chat.rate, 240);
  const { WS_URL } = await loadScript({ BASE_URL: 'https://art.example.com/' });
  assert.equal(WS_URL, 'wss://art.example.com/live/socket.io/?EIO=4&transport=websocket');
});
