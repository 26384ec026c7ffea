// k6 scenario: conversations and notifications through the gateway, as signed-in people use them.
//
//   npm run load:k6 -- messaging                              # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6 -- messaging
//   k6 run -e BASE_URL=… -e RATE=5 load-tests/k6/messaging.js
//
// The HTTP side of the messaging and notification areas; the live socket (send-message with its
// ack, receive-message on the other side) is chat.js, and delivery across instances with live
// notifications is measured by `npm run bench -- --only=messaging`. Three journeys, each its own
// scenario at RATE × 2 : 1 : 1 per second (under the PROFILE of profiles.js) and its own k6 group
// (its own p95 and p99):
//   inbox          the conversation list, open a conversation (rooms/init) and read its newest page
//   chat           open a conversation, send a text message in it, read the newest page again
//   notifications  the notifications list, then mark them seen (what the header's bell does)
// A 403 when opening a conversation is an answer, not a failure: one of the two blocks the other
// in social ("You cannot send message to this user" / "Please unblock to send the message").
// Data: setup() signs in the demo accounts (`npm start` seeds them; USERS="email:password,…" names
// others, at least two) once and reuses the tokens, so the gateway's sign-in limits play no part.
// Only targets the URL given (your own deployment): the chat journey sends real messages between
// those accounts, and the notifications journey marks their notifications seen.
import { check, group } from 'k6';
import http from 'k6/http';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.js';
import { journeyThresholds, scenariosFor } from './profiles.js';
import { auth, baseUrlOf, bodyOf, expectSuccess, JSON_HEADERS, pick, signInPeople, turn } from './requests.js';

/** @typedef {import('./requests.js').Person} Person */
/** @typedef {{ people: Person[] }} SetupData */

const BASE_URL = baseUrlOf(__ENV);

/** The conversation's page size (spec: 20, page 1 the newest). */
export const PER_PAGE = 20;
/** A text message is 1 to 5,000 characters after trimming. */
export const MAX_TEXT = 5000;

/** Journeys per second are RATE (default 5) × these. */
export const WEIGHTS = { inbox: 2, chat: 1, notifications: 1 };

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: scenariosFor(WEIGHTS, { rate: 5 }),
  // A 403 of opening a blocked conversation is marked expected (responseCallback), not counted.
  // The list joins rooms, members and the users projection; a send stores the message and its
  // event in one transaction before it answers (the live delivery follows).
  thresholds: journeyThresholds({ inbox: [300, 700], chat: [300, 700], notifications: [200, 500] }),
};

/** A social block between the two: an answer, not a failure. */
const OPEN_OR_BLOCKED = http.expectedStatuses(200, 403);

/**
 * The n-th turn's two people: everyone in turn, each time with another of the others (never
 * oneself), so every pair of accounts gets its conversation.
 * @param {SetupData} data @param {number} n @returns {[Person, Person]}
 */
export function pairOf(data, n) {
  const count = data.people.length;
  const me = n % count;
  const offset = 1 + (Math.floor(n / count) % (count - 1));
  return [data.people[me], data.people[(me + offset) % count]];
}

/** @param {string} text */
export const messageBody = (text) => JSON.stringify({ message: text.slice(0, MAX_TEXT), messageType: 'text' });

/** @returns {SetupData} */
export function setup() {
  const people = signInPeople(
    BASE_URL,
    DEMO_EMAILS.map((email) => ({ email, password: DEMO_PASSWORD })),
    2,
  );
  return { people };
}

/**
 * Opens (or finds) the one-to-one conversation of the two; its id, or null when one blocks the
 * other (403, expected).
 * @param {Person} me @param {Person} other @returns {string | null}
 */
function openRoom(me, other) {
  const res = http.post(`${BASE_URL}/api/rooms/init`, JSON.stringify({ sender: me.id, receiver: other.id }), {
    headers: { ...auth(me.token), ...JSON_HEADERS },
    tags: { name: 'POST /api/rooms/init' },
    responseCallback: OPEN_OR_BLOCKED,
  });
  const body = res.status === 200 ? bodyOf(res) : null;
  check(res, {
    'open conversation: the room, or a block between the two': (r) =>
      (r.status === 200 &&
        typeof body?.room?._id === 'string' &&
        body.room.participants?.some(/** @param {{ _id: string }} p */ (p) => p._id === other.id)) ||
      r.status === 403,
  });
  return res.status === 200 ? body.room._id : null;
}

/** @param {Person} me @param {string} roomId */
function newestPage(me, roomId) {
  return expectSuccess(
    http.get(`${BASE_URL}/api/rooms/${roomId}/messages?per_page=${PER_PAGE}&page=1`, {
      headers: auth(me.token),
      tags: { name: 'GET /api/rooms/:roomId/messages' },
    }),
    'messages page',
    (b) =>
      Array.isArray(b.allMessage?.messages) &&
      b.allMessage.messages.length <= PER_PAGE &&
      typeof b.allMessage.total_page === 'number' &&
      b.room?._id === roomId,
  );
}

/** The conversation list, one conversation opened, its newest page. */
export function inbox(/** @type {SetupData} */ data) {
  group('inbox', () => {
    const [me, other] = pairOf(data, turn());
    expectSuccess(
      http.get(`${BASE_URL}/api/rooms?user=${encodeURIComponent(me.id)}`, {
        headers: auth(me.token),
        tags: { name: 'GET /api/rooms' },
      }),
      'conversations',
      (b) => Array.isArray(b),
    );
    const roomId = openRoom(me, other);
    if (roomId) newestPage(me, roomId);
  });
}

/** A conversation opened, a text message sent in it, the newest page read again. */
export function chat(/** @type {SetupData} */ data) {
  group('chat', () => {
    const n = turn();
    const [me, other] = pairOf(data, n);
    const roomId = openRoom(me, other);
    if (!roomId) return;
    const text = `k6 message ${n}: namaste from the load test`;
    expectSuccess(
      http.post(`${BASE_URL}/api/rooms/${roomId}/messages`, messageBody(text), {
        headers: { ...auth(me.token), ...JSON_HEADERS },
        tags: { name: 'POST /api/rooms/:roomId/messages' },
      }),
      'send message',
      (b) => typeof b._id === 'string' && b.room === roomId && b.message === text && b.postedBy?._id === me.id,
    );
    newestPage(me, roomId);
  });
}

/** The notifications list, then all of them marked seen. */
export function notifications(/** @type {SetupData} */ data) {
  group('notifications', () => {
    const me = pick(data.people, turn());
    expectSuccess(
      http.get(`${BASE_URL}/api/notifications/all`, {
        headers: auth(me.token),
        tags: { name: 'GET /api/notifications/all' },
      }),
      'notifications',
      (b) => b.status === 'success' && Array.isArray(b.message),
    );
    expectSuccess(
      http.post(`${BASE_URL}/api/notifications/makeseen`, null, {
        headers: auth(me.token),
        tags: { name: 'POST /api/notifications/makeseen' },
      }),
      'mark seen',
      (b) => b.status === 'success',
    );
  });
}
