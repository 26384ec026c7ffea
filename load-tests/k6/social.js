// k6 scenario "social": the social network's mix through the gateway, as signed-in people use it.
//
//   npm run load:k6 -- social                                 # against http://localhost:8080
//   BASE_URL=https://staging.example.com npm run load:k6 -- social
//   k6 run -e BASE_URL=… -e RATE=2 -e USERS="$(cat load-tests/.accounts)" load-tests/k6/social.js
//
// The mix, 60 % following feed, 30 % profile feed, 10 % new posts (the same as
// `npm run bench -- --only=social`): three journeys, each its own scenario at RATE × 6 : 3 : 1 per
// second (under the PROFILE of profiles.js) and its own k6 group (its own p95 and p99):
//   following  a signed-in person's following feed, first page (10), then the next while there is more
//   profile    a person's Feed tab (their posts, 10)
//   post       a new text post (multipart, as the page sends it)
// Data: setup() signs in the accounts (USERS="email:password,…", e.g. the file `npm run load:seed`
// writes with its follows and posts; by default the demo accounts `npm start` seeds) once and
// reuses the tokens, so the gateway's sign-in limits play no part. Only targets the URL given
// (your own deployment): the post journey writes posts.
import { group } from 'k6';
import http from 'k6/http';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts.js';
import { journeyThresholds, scenariosFor } from './profiles.js';
import { auth, baseUrlOf, expectSuccess, pick, signInPeople, turn } from './requests.js';

/** @typedef {{ people: import('./requests.js').Person[] }} SetupData */

const BASE_URL = baseUrlOf(__ENV);

/** The feed's page size (spec: 10): loading more raises `total` by it. */
export const FEED_PAGE = 10;
export const BOUNDARY = 'k6socialboundary';
/** 60 % following feed, 30 % profile feed, 10 % new posts: RATE (default 2) × these per second. */
export const WEIGHTS = { following: 6, profile: 3, post: 1 };

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: scenariosFor(WEIGHTS, { rate: 2 }),
  // Feeds are assembled when read (fan-out on read); a post is written with its event (outbox).
  thresholds: journeyThresholds({ following: [300, 800], profile: [250, 600], post: [400, 1000] }),
};

/** @param {string} text */
export function postForm(text) {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="post"\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`;
}

/** @returns {SetupData} */
export function setup() {
  const people = signInPeople(
    BASE_URL,
    DEMO_EMAILS.map((email) => ({ email, password: DEMO_PASSWORD })),
    2,
  );
  return { people };
}

/** The following feed of a signed-in person: the first page, then the next while there is more. */
export function following(/** @type {SetupData} */ data) {
  group('following', () => {
    const person = pick(data.people, turn());
    for (const total of [FEED_PAGE, FEED_PAGE * 2]) {
      const body = expectSuccess(
        http.get(`${BASE_URL}/api/feed/following?sort=recent&total=${total}`, {
          headers: auth(person.token),
          tags: { name: 'GET /api/feed/following' },
        }),
        'following feed',
        (b) => Array.isArray(b.message) && b.message.length <= total,
      );
      if (!body || body.message.length < total) break;
    }
  });
}

/** A person's Feed tab: their newest posts. */
export function profile(/** @type {SetupData} */ data) {
  group('profile', () => {
    const n = turn();
    const viewer = pick(data.people, n);
    const owner = pick(data.people, n + 1);
    expectSuccess(
      http.get(`${BASE_URL}/api/post/getbyartist/${owner.id}/${FEED_PAGE}`, {
        headers: auth(viewer.token),
        tags: { name: 'GET /api/post/getbyartist/:id/:total' },
      }),
      'profile feed',
      (b) => Array.isArray(b.message) && b.message.length <= FEED_PAGE,
    );
  });
}

/** A new text post. */
export function post(/** @type {SetupData} */ data) {
  group('post', () => {
    const n = turn();
    const author = pick(data.people, n);
    expectSuccess(
      http.post(`${BASE_URL}/api/post/new`, postForm(`k6 post ${n}: morning light over Phewa`), {
        headers: { ...auth(author.token), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        tags: { name: 'POST /api/post/new' },
      }),
      'new post',
      (b) => typeof b.post?._id === 'string',
    );
  });
}
