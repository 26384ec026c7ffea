// load-tests/k6/social.js run in Node with stand-ins for k6's modules (k6 itself is not
// installable here), against a gateway stand-in that answers the social contract: every request
// goes to a route the gateway's route table sends to social (or identity's sign-in in setup), each
// journey's requests carry its own group (its p95 and p99 thresholds apply to them), the journeys
// arrive 60 % following feed, 30 % profile feed, 10 % new posts, the following feed asks for the
// first `total` posts and raises it by the page size only while there is more, and a new post is
// sent as the multipart form the service reads.
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

const JOURNEYS = ['following', 'profile', 'post'];
const loadScript = k6ScriptLoader('social');

const post = (i) => ({ _id: `p${i}`, post: `post ${i}` });

/** Social behind a gateway: contract answers; every call recorded with its group. */
function fakeGateway({ posts = 25, people = 3 } = {}) {
  const calls = [];
  const failedChecks = [];
  globalThis.k6Stub = {
    vu: { idInTest: 1 },
    scenario: { iterationInTest: 0 },
    failedChecks,
    request(method, url, body, params, group) {
      const parsed = new URL(url);
      const route = parsed.pathname;
      calls.push({
        method,
        route,
        query: Object.fromEntries(parsed.searchParams),
        group,
        name: params?.tags?.name,
        body,
        headers: params?.headers ?? {},
      });
      if (route === '/ready') return { status: 200 };
      if (route === '/api/auth/login') {
        const { email } = JSON.parse(body);
        const n = calls.filter((c) => c.route === '/api/auth/login').length;
        return n <= people
          ? { status: 200, body: { status: 'success', token: `t-${email}`, user: { _id: `u${n}` } } }
          : { status: 401 };
      }
      if (route === '/api/feed/allPosts' || route === '/api/feed/following') {
        const total = Number(parsed.searchParams.get('total'));
        return {
          status: 200,
          body: {
            status: 'success',
            message: Array.from({ length: Math.min(total, posts) }, (_, i) => post(i)),
            total: posts,
          },
        };
      }
      if (route.startsWith('/api/post/getbyartist/'))
        return { status: 200, body: { status: 'success', message: [post(1)], total: 1 } };
      if (route.startsWith('/api/v2/post/comments/') && method === 'GET')
        return { status: 200, body: { status: 'success', message: [], total: 0 } };
      if (route === '/api/post/new')
        return { status: 200, body: { status: 'success', message: 'Post created successfully', post: post(99) } };
      if (route === '/api/post/like') return { status: 200, body: { status: 'success', liked: true, likesCount: 1 } };
      if (route === '/api/v2/post/comments/new')
        return { status: 200, body: { status: 'success', message: { _id: 'c1' } } };
      if (route === '/api/secure/followartist') return { status: 200, body: { status: 'success' } };
      if (route === '/api/secure/followrequest/check')
        return { status: 200, body: { status: 'success', following: true, requested: false } };
      if (route === '/api/secure/unfollowartist') return { status: 200, body: { status: 'success' } };
      return { status: 404 };
    },
  };
  return { calls, failedChecks };
}

test('every request of every journey goes to a route the gateway sends to social, in its own group', async () => {
  const routes = gatewayRoutes(['social']);
  assert.ok(routes.length >= 30, 'the route table lists social');
  const { calls, failedChecks } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  assert.equal(data.people.length, 3);
  calls.length = 0;
  for (const journey of JOURNEYS) runJourney(script, data, journey, 12);
  assert.deepEqual(failedChecks, []);
  assertCallsOnRoutes(assert, calls, routes, { area: 'social' });
  assertJourneyGroups(assert, calls, script, JOURNEYS, 12);
});

test('the journeys arrive 60 % following feed, 30 % profile feed, 10 % new posts, under every profile', async () => {
  fakeGateway();
  for (const env of [{}, { RATE: '5' }, { RATE: '0.5' }, { PROFILE: 'soak' }, { PROFILE: 'spike', RATE: '3' }]) {
    const { options } = await loadScript(env);
    const rateOf = (journey) => {
      const scenario = options.scenarios[journey];
      return scenario.rate ?? scenario.startRate;
    };
    const total = JOURNEYS.reduce((sum, journey) => sum + rateOf(journey), 0);
    const where = JSON.stringify(env);
    assert.equal(rateOf('following') / total, 0.6, where);
    assert.equal(rateOf('profile') / total, 0.3, where);
    assert.equal(rateOf('post') / total, 0.1, where);
    for (const journey of JOURNEYS) {
      const limits = options.thresholds[`http_req_duration{group:::${journey}}`];
      assert.ok(limits.some((t) => t.startsWith('p(95)<')) && limits.some((t) => t.startsWith('p(99)<')), where);
    }
    assert.deepEqual(options.thresholds.http_req_failed, ['rate<0.01']);
  }
});

test('the following feed raises total by the page size only while there is more, signed in', async () => {
  const few = fakeGateway({ posts: 7 });
  let script = await loadScript();
  let data = script.setup();
  few.calls.length = 0;
  runJourney(script, data, 'following', 1);
  assert.deepEqual(
    few.calls.map((c) => c.query.total),
    ['10'],
  );
  const many = fakeGateway({ posts: 40 });
  script = await loadScript();
  data = script.setup();
  many.calls.length = 0;
  runJourney(script, data, 'following', 1);
  assert.deepEqual(
    many.calls.map((c) => `${c.route} ${c.query.total}`),
    ['/api/feed/following 10', '/api/feed/following 20'],
  );
  assert.ok(many.calls.every((c) => /^JWT t-/.test(c.headers.Authorization)));
});

test('a new post is the multipart form the service reads; setup reads USERS (the seeded accounts file) or says what to do', async () => {
  const { calls } = fakeGateway();
  const script = await loadScript();
  const data = script.setup();
  calls.length = 0;
  runJourney(script, data, 'post', 1);
  const created = calls.find((c) => c.route === '/api/post/new');
  assert.match(created.headers['Content-Type'], /^multipart\/form-data; boundary=/);
  assert.match(created.body, /name="post"\r\n\r\nk6 post 0/);
  fakeGateway({ people: 0 });
  const nobody = await loadScript();
  assert.throws(() => nobody.setup(), /seed the demo data \(npm start\) or give USERS/);
  const named = fakeGateway();
  const fromFile = await loadScript({
    USERS: '# written by npm run load:seed\na@example.com:pw:1\nb@example.com:pw2\n',
  });
  fromFile.setup();
  assert.deepEqual(
    named.calls.filter((c) => c.route === '/api/auth/login').map((c) => JSON.parse(c.body)),
    [
      { email: 'a@example.com', password: 'pw:1' },
      { email: 'b@example.com', password: 'pw2' },
    ],
  );
});
