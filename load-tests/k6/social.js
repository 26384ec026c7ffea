// k6 scenario: the social area through the gateway, as signed-in people use it.
//
//   npm run load:k6 -- social                                 # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6 -- social
//   k6 run -e BASE_URL=… -e RATE=20 load-tests/k6/social.js
//
// Four journeys, each its own scenario at its own arrival rate and its own k6 group (so each has
// its own p95 threshold):
//   feed     everyone's feed (first page, then the next: the feed asks for the first `total`),
//            then the following feed of a signed-in person
//   profile  a studio's posts (a profile's Feed tab) and a post's comments
//   post     a new text post, a like on it and a comment under it
//   follow   follow a studio, read the follow button's state, unfollow
// Data: setup() signs in the demo accounts (`npm start` seeds them; USERS="email:password,…" names
// others) once and reuses the tokens, so the gateway's sign-in limits play no part. Only targets
// the URL given (your own deployment): the post journey writes posts.
import { check, fail, group } from 'k6';
import http from 'k6/http';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.js';
import { auth, expectSuccess, JSON_HEADERS, pick, turn } from './requests.js';

/** @typedef {{ people: { id: string, token: string }[] }} SetupData */

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
/** Journeys per second of each scenario; RATE scales all four (reading the feed is the busiest). */
const RATE = Number(__ENV.RATE || 10);
const DURATION = __ENV.DURATION || '2m';

/** The feed's page size (spec: 10): loading more raises `total` by it. */
export const FEED_PAGE = 10;
export const BOUNDARY = 'k6socialboundary';

/** @param {string} journey @param {number} share of RATE */
const scenario = (journey, share) => ({
  executor: /** @type {const} */ ('constant-arrival-rate'),
  exec: journey,
  rate: Math.max(1, Math.round(RATE * share)),
  timeUnit: '1s',
  duration: DURATION,
  preAllocatedVUs: 10,
  maxVUs: 100,
});

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    feed: scenario('feed', 1),
    profile: scenario('profile', 0.6),
    post: scenario('post', 0.2),
    follow: scenario('follow', 0.2),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    // Feeds are assembled when read (fan-out on read); writes go through the outbox.
    'http_req_duration{group:::feed}': ['p(95)<300'],
    'http_req_duration{group:::profile}': ['p(95)<250'],
    'http_req_duration{group:::post}': ['p(95)<400'],
    'http_req_duration{group:::follow}': ['p(95)<300'],
  },
};

/** @param {string} text */
export function postForm(text) {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="post"\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`;
}

/** @returns {SetupData} */
export function setup() {
  const ready = http.get(`${BASE_URL}/ready`);
  if (ready.status !== 200) fail(`the gateway at ${BASE_URL} is not ready (GET /ready answered ${ready.status})`);
  const accounts = __ENV.USERS
    ? __ENV.USERS.split(',').map((pair) => {
        const i = pair.lastIndexOf(':');
        return { email: pair.slice(0, i).trim(), password: pair.slice(i + 1).trim() };
      })
    : DEMO_EMAILS.map((email) => ({ email, password: DEMO_PASSWORD }));
  const people = [];
  for (const account of accounts) {
    const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify(account), {
      headers: JSON_HEADERS,
      tags: { name: 'POST /api/auth/login' },
    });
    const body = /** @type {any} */ (res.status === 200 ? res.json() : null);
    if (body?.token) people.push({ id: body.user._id, token: body.token });
  }
  if (people.length < 2) fail(`fewer than two accounts signed in at ${BASE_URL}: seed the demo data (npm start) first`);
  return { people };
}

/** The feed: its first page and the next one, then the signed-in following feed. */
export function feed(/** @type {SetupData} */ data) {
  group('feed', () => {
    const person = pick(data.people, turn());
    for (const total of [FEED_PAGE, FEED_PAGE * 2]) {
      const body = expectSuccess(
        http.get(`${BASE_URL}/api/feed/allPosts?sort=recent&total=${total}`, {
          tags: { name: 'GET /api/feed/allPosts' },
        }),
        'feed',
        (b) => Array.isArray(b.message) && b.message.length <= total && typeof b.total === 'number',
      );
      if (!body || body.message.length < total) break;
    }
    expectSuccess(
      http.get(`${BASE_URL}/api/feed/following?sort=recent&total=${FEED_PAGE}`, {
        headers: auth(person.token),
        tags: { name: 'GET /api/feed/following' },
      }),
      'following feed',
      (b) => Array.isArray(b.message),
    );
  });
}

/** A profile's Feed tab and the comments of its newest post. */
export function profile(/** @type {SetupData} */ data) {
  group('profile', () => {
    const owner = pick(data.people, turn());
    const body = expectSuccess(
      http.get(`${BASE_URL}/api/post/getbyartist/${owner.id}/${FEED_PAGE}`, {
        tags: { name: 'GET /api/post/getbyartist/:id/:total' },
      }),
      'profile feed',
      (b) => Array.isArray(b.message),
    );
    const newest = body?.message?.[0];
    if (newest) {
      expectSuccess(
        http.get(`${BASE_URL}/api/v2/post/comments/${newest._id}/5`, {
          tags: { name: 'GET /api/v2/post/comments/:postId/:total' },
        }),
        'comments',
        (b) => Array.isArray(b.message),
      );
    }
  });
}

/** A new text post, a like from someone else, and a comment. */
export function post(/** @type {SetupData} */ data) {
  group('post', () => {
    const n = turn();
    const author = pick(data.people, n);
    const reader = pick(data.people, n + 1);
    const created = expectSuccess(
      http.post(`${BASE_URL}/api/post/new`, postForm(`k6 post ${n}: morning light over Phewa`), {
        headers: { ...auth(author.token), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        tags: { name: 'POST /api/post/new' },
      }),
      'new post',
      (b) => typeof b.post?._id === 'string',
    );
    const id = created?.post?._id;
    if (!id) return;
    expectSuccess(
      http.post(`${BASE_URL}/api/post/like`, JSON.stringify({ post: id }), {
        headers: { ...auth(reader.token), ...JSON_HEADERS },
        tags: { name: 'POST /api/post/like' },
      }),
      'like',
      (b) => typeof b.liked === 'boolean',
    );
    expectSuccess(
      http.post(`${BASE_URL}/api/v2/post/comments/new`, JSON.stringify({ comment: 'Beautiful work!', post_id: id }), {
        headers: { ...auth(reader.token), ...JSON_HEADERS },
        tags: { name: 'POST /api/v2/post/comments/new' },
      }),
      'comment',
      (b) => typeof b.message?._id === 'string',
    );
  });
}

/** Follow, the button's state, unfollow (already following or a private studio's request are fine). */
export function follow(/** @type {SetupData} */ data) {
  group('follow', () => {
    const n = turn();
    const fan = pick(data.people, n);
    const studio = pick(data.people, n + 1);
    if (fan.id === studio.id) return;
    const res = http.post(`${BASE_URL}/api/secure/followartist`, JSON.stringify({ artist: studio.id }), {
      headers: { ...auth(fan.token), ...JSON_HEADERS },
      tags: { name: 'POST /api/secure/followartist' },
      responseCallback: http.expectedStatuses(200, 409),
    });
    check(res, { 'follow: success, requested or followed': (r) => r.status === 200 || r.status === 409 });
    expectSuccess(
      http.post(`${BASE_URL}/api/secure/followrequest/check`, JSON.stringify({ artist: studio.id }), {
        headers: { ...auth(fan.token), ...JSON_HEADERS },
        tags: { name: 'POST /api/secure/followrequest/check' },
      }),
      'follow state',
      (b) => typeof b.following === 'boolean' && typeof b.requested === 'boolean',
    );
    expectSuccess(
      http.post(`${BASE_URL}/api/secure/unfollowartist`, JSON.stringify({ artist: studio.id }), {
        headers: { ...auth(fan.token), ...JSON_HEADERS },
        tags: { name: 'POST /api/secure/unfollowartist' },
      }),
      'unfollow',
      (b) => b.status === 'success',
    );
  });
}
