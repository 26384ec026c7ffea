// k6 scenario "chat": the live socket through the gateway, with k6's WebSocket module speaking
// socket.io's protocol (Engine.IO 4) itself, as two people chatting do.
//
//   npm run load:k6 -- chat                                   # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6 -- chat       # WS_URL follows (wss://…)
//   k6 run -e BASE_URL=… -e RATE=2 -e MESSAGES=3 load-tests/k6/chat.js
//
// One journey ("chat", under the PROFILE of profiles.js at RATE conversations per second): the
// receiver's socket and the sender's socket connect to /live/socket.io with the JWT in the
// handshake's auth ({token}, as the shell sends it); once both are in, the sender sends MESSAGES
// (default 3) text messages one after the other with `send-message` and an ack, and the receiver
// waits for each as `receive-message`. Measured (custom Trends, each with a p95 and a p99):
//   live_connect_duration   from opening the socket to socket.io's CONNECT answer (40)
//   live_ack_duration       from send-message to its ack with the stored message
//   live_delivery_duration  from send-message to receive-message on the other person's socket
// and live_messages_lost (a message not acknowledged or not delivered within MESSAGE_TIMEOUT_MS,
// default 5000) must stay 0. The protocol, as socket.io-client speaks it over a raw websocket:
//   server → 0{"sid",…,"pingInterval"}   client → 40{"token":"…"}   server → 40{"sid"} (or 44{message})
//   server → 2 (ping)                    client → 3 (pong)
//   client → 42<id>["send-message",{room,message,messageType}]   server → 43<id>[{status,message}]
//   server → 42["receive-message",{…the stored message…}]
// The HTTP side of messaging (the conversation list, pages of a conversation, notifications) is
// messaging.js. Data: setup() signs in the accounts (USERS="email:password,…"; by default the demo
// accounts `npm start` seeds, at least two) once and opens one conversation per neighbouring pair
// with POST /api/rooms/init. Only targets the URL given (your own deployment): it sends real messages.
import { check, fail } from 'k6';
import http from 'k6/http';
import { Counter, Trend } from 'k6/metrics';
import { clearTimeout, setTimeout } from 'k6/timers';
import { WebSocket } from 'k6/websockets';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.js';
import { journeyThresholds, scenariosFor } from './profiles.js';
import { auth, baseUrlOf, bodyOf, JSON_HEADERS, pick, signInPeople, turn } from './requests.js';

/** @typedef {import('./requests.js').Person} Person */
/** @typedef {{ sender: Person, receiver: Person, room: string }} Conversation */
/** @typedef {{ conversations: Conversation[] }} SetupData */

const BASE_URL = baseUrlOf(__ENV);
/** The live socket's address: WS_URL, else BASE_URL with ws(s)://. */
export const WS_URL = `${(__ENV.WS_URL || BASE_URL.replace(/^http/, 'ws')).replace(/\/+$/, '')}/live/socket.io/?EIO=4&transport=websocket`;
const MESSAGES = Math.max(1, Number(__ENV.MESSAGES || 3));
const MESSAGE_TIMEOUT_MS = Number(__ENV.MESSAGE_TIMEOUT_MS || 5000);

export const EVENTS = { send: 'send-message', receive: 'receive-message' };

const connectDuration = new Trend('live_connect_duration', true);
const ackDuration = new Trend('live_ack_duration', true);
const deliveryDuration = new Trend('live_delivery_duration', true);
const messagesLost = new Counter('live_messages_lost');

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: scenariosFor({ chat: 1 }, { rate: 2, vus: { preAllocatedVUs: 20, maxVUs: 200 } }),
  // setup()'s HTTP calls only; the socket's own figures are the live_* metrics.
  thresholds: journeyThresholds(
    {},
    {
      live_connect_duration: ['p(95)<500', 'p(99)<1000'],
      // The ack waits for the message and its event to be stored (one transaction).
      live_ack_duration: ['p(95)<300', 'p(99)<800'],
      // Delivery crosses the Redis adapter when the two sockets sit on different instances.
      live_delivery_duration: ['p(95)<400', 'p(99)<1000'],
      live_messages_lost: ['count==0'],
      ws_connecting: ['p(95)<500', 'p(99)<1000'],
    },
  ),
};

/** @returns {SetupData} */
export function setup() {
  const people = signInPeople(
    BASE_URL,
    DEMO_EMAILS.map((email) => ({ email, password: DEMO_PASSWORD })),
    2,
  );
  /** @type {Conversation[]} */
  const conversations = [];
  people.forEach((sender, i) => {
    const receiver = people[(i + 1) % people.length];
    if (receiver === sender) return;
    const res = http.post(`${BASE_URL}/api/rooms/init`, JSON.stringify({ sender: sender.id, receiver: receiver.id }), {
      headers: { ...auth(sender.token), ...JSON_HEADERS },
      tags: { name: 'POST /api/rooms/init' },
      // A block between the two (403): that pair does not chat.
      responseCallback: http.expectedStatuses(200, 403),
    });
    const room = res.status === 200 ? bodyOf(res)?.room?._id : null;
    if (typeof room === 'string') conversations.push({ sender, receiver, room });
  });
  if (conversations.length === 0) fail(`no conversation could be opened at ${BASE_URL} (POST /api/rooms/init)`);
  return { conversations };
}

/**
 * One socket.io client over a raw websocket: connects with the token, answers pings, emits with
 * acks and hands events to `onEvent`.
 * @param {string} token
 * @param {{ onConnect: () => void, onEvent: (name: string, payload: any) => void, onRefused: (why: string) => void }} handlers
 */
export function liveSocket(token, handlers) {
  const opened = Date.now();
  const socket = new WebSocket(WS_URL, null, { tags: { name: 'WS /live/socket.io' } });
  /** @type {Map<number, (answer: any) => void>} */
  const acks = new Map();
  let nextAck = 0;
  socket.addEventListener('message', (event) => {
    const frame = String(/** @type {import('k6/websockets').MessageEvent} */ (event).data);
    if (frame === '2') return socket.send('3');
    if (frame.startsWith('0')) return socket.send(`40${JSON.stringify({ token })}`);
    if (frame.startsWith('40')) {
      connectDuration.add(Date.now() - opened);
      return handlers.onConnect();
    }
    if (frame.startsWith('44')) return handlers.onRefused(frame.slice(2));
    const ack = /^43(\d+)(.*)$/s.exec(frame);
    if (ack) {
      const resolve = acks.get(Number(ack[1]));
      acks.delete(Number(ack[1]));
      return resolve?.(JSON.parse(ack[2])[0]);
    }
    if (frame.startsWith('42')) {
      const [name, payload] = JSON.parse(frame.slice(2));
      handlers.onEvent(name, payload);
    }
  });
  socket.addEventListener('error', (event) => {
    handlers.onRefused(String(/** @type {import('k6/websockets').ErrorEvent} */ (event).error));
  });
  return {
    /** @param {string} name @param {unknown} payload @param {(answer: any) => void} onAck */
    emit(name, payload, onAck) {
      const id = nextAck++;
      acks.set(id, onAck);
      socket.send(`42${id}${JSON.stringify([name, payload])}`);
    },
    close: () => socket.close(),
  };
}

/**
 * A conversation: both sockets in, MESSAGES messages sent one after another, each acknowledged
 * and delivered. Resolves when both sockets are closed (k6 ends the iteration then too).
 * @param {SetupData} data
 * @returns {Promise<void>}
 */
export function chat(data) {
  const n = turn();
  const { sender, receiver, room } = pick(data.conversations, n);
  // No k6 group: groups do not follow asynchronous code; the live_* metrics are this journey's own.
  return new Promise((resolve) => {
    {
      let connected = 0;
      let sent = 0;
      let finished = false;
      /** @type {{ text: string, at: number, acked: boolean, delivered: boolean } | null} */
      let pending = null;
      /** @type {any} */
      let timer = null;

      const finish = () => {
        if (finished) return;
        finished = true;
        if (timer !== null) clearTimeout(timer);
        from.close();
        to.close();
        resolve();
      };
      const refused = (/** @type {string} */ why) => {
        if (finished) return;
        check(why, { 'live socket: connected': () => false });
        messagesLost.add(MESSAGES - sent + (pending ? 1 : 0));
        finish();
      };
      const next = () => {
        if (sent === MESSAGES) return finish();
        const text = `k6 live ${n}.${sent}: namaste from the load test`;
        const message = { text, at: Date.now(), acked: false, delivered: false };
        pending = message;
        sent += 1;
        timer = setTimeout(() => {
          check(message, {
            'send-message: acknowledged in time': (m) => m.acked,
            'receive-message: delivered in time': (m) => m.delivered,
          });
          messagesLost.add(1);
          finish();
        }, MESSAGE_TIMEOUT_MS);
        from.emit(EVENTS.send, { room, message: text, messageType: 'text' }, (answer) => {
          message.acked = true;
          ackDuration.add(Date.now() - message.at);
          check(answer, {
            'send-message: ack success': (a) => a?.status === 'success',
            'send-message: ack carries the stored message': (a) =>
              a?.message?.message === text && a.message.room === room,
          });
          settle(message);
        });
      };
      const settle = (/** @type {NonNullable<typeof pending>} */ message) => {
        if (!message.acked || !message.delivered || pending !== message) return;
        clearTimeout(timer);
        timer = null;
        pending = null;
        next();
      };
      const ready = () => {
        connected += 1;
        if (connected === 2) next();
      };
      const to = liveSocket(receiver.token, {
        onConnect: ready,
        onRefused: refused,
        onEvent: (name, payload) => {
          if (name !== EVENTS.receive || !pending || payload?.message !== pending.text) return;
          const message = pending;
          message.delivered = true;
          deliveryDuration.add(Date.now() - message.at);
          check(payload, { 'receive-message: in the conversation': (p) => p.room === room });
          settle(message);
        },
      });
      const from = liveSocket(sender.token, { onConnect: ready, onRefused: refused, onEvent: () => {} });
    }
  });
}
