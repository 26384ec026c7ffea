// load-tests/generate (`npm run load:seed`): its options, and its API mode run against a gateway
// stand-in at tiny sizes: users registered and signed in (paced, a 429 waited out), follows,
// posts and artworks through the public routes the gateway has, the artworks with a real picture
// (decoded here), studios through the artist path, and the accounts file in the USERS format the
// k6 scenarios read. --direct reuses the catalogue bench's seeder (not run here: it needs the
// catalogue's migrated database).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import { gatewayRoutes } from '../manifest-checks/k6-scenario.mjs';

const { generate, parseArgs, planOf, readAccounts, solidPng } = await import(
  pathToFileURL(path.join(ROOT, 'load-tests', 'generate', 'generate.mjs')).href
);
const temp = mkdtempSync(path.join(os.tmpdir(), 'art-load-seed-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/** A gateway's answers to what the generator calls; every call recorded. */
function fakeGateway({ roles = {}, limitFirst = true } = {}) {
  const calls = [];
  const users = new Map();
  let limited = limitFirst;
  const answer = (status, body, headers = {}) =>
    new Response(body === undefined ? '' : JSON.stringify(body), { status, headers });
  const fetchImpl = async (url, init) => {
    const { pathname } = new URL(url);
    const call = { method: init.method, route: pathname, headers: init.headers, body: init.body };
    calls.push(call);
    const json = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    if (pathname === '/ready') return answer(200, { status: 'ready' });
    if (pathname === '/api/auth/register') {
      if (limited) {
        limited = false;
        return answer(429, { status: 'rate-limited' }, { 'retry-after': '0' });
      }
      if (json.password !== json['confirm-password'] || !/\d/.test(json.password)) return answer(400, {});
      users.set(json.email, { password: json.password, id: `u${users.size + 1}` });
      return answer(200, { status: 'success', message: 'A verification code was sent' });
    }
    if (pathname === '/api/auth/login') {
      const user = users.get(json.email);
      if (!user || user.password !== json.password) return answer(401, {});
      return answer(200, {
        status: 'success',
        token: `t-${user.id}`,
        user: { _id: user.id, role: roles[json.email] ?? 21 },
      });
    }
    if (!/^JWT t-u\d+$/.test(init.headers.Authorization ?? '') && pathname !== '/api/categories')
      return answer(401, {});
    if (pathname === '/api/secure/followartist') return answer(200, { status: 'success' });
    if (pathname === '/api/post/new') return answer(200, { status: 'success', post: { _id: 'p1' } });
    if (pathname === '/api/categories')
      return answer(200, {
        status: 'success',
        message: [
          { _id: 'c1', slug: 'painting' },
          { _id: 's1', slug: 'oil', parent: 'c1' },
          { _id: 'c2', slug: 'sculpture' },
        ],
      });
    if (pathname === '/api/artwork/upload' || pathname === '/api/user/art/upload')
      return answer(200, { status: 'success', message: 'Artwork uploaded', data: { productSlug: 'x' } });
    return answer(404, {});
  };
  return { calls, users, fetchImpl };
}

test('options: counts, BASE_URL=…, the accounts file and modes; a wrong one is refused', () => {
  const options = parseArgs(
    [
      '--users=3',
      '--artworks=4',
      '--posts=5',
      '--follows=2',
      'BASE_URL=https://staging.example.com/',
      '--per-minute=20',
    ],
    {},
  );
  assert.equal(options.baseUrl, 'https://staging.example.com');
  assert.deepEqual(
    [options.users, options.artworks, options.posts, options.follows, options.perMinute],
    [3, 4, 5, 2, 20],
  );
  assert.equal(options.direct, false);
  assert.equal(options.out, 'load-tests/.accounts');
  assert.equal(parseArgs([], { BASE_URL: 'http://gw:8080' }).baseUrl, 'http://gw:8080');
  const direct = parseArgs(['--direct', '--artworks=100000', '--catalogue-db=postgres://db/art_catalogue'], {});
  assert.equal(direct.direct, true);
  assert.match(planOf(direct).summary, /100000 artworks written into postgres:\/\/db\/art_catalogue/);
  assert.equal(planOf(parseArgs(['--users=60', '--per-minute=25'], {})).minutesOfSignIn, 3);
  assert.throws(() => parseArgs(['--users=-1'], {}), /not a count/);
  assert.throws(() => parseArgs(['--colour=red'], {}), /unknown option --colour/);
  assert.throws(() => parseArgs(['DATABASE_URL=x'], {}), /only BASE_URL/);
  assert.deepEqual(readAccounts('# header\na@x.com:pw:1\n\nb@x.com:pw2,c@x.com:pw3'), [
    { email: 'a@x.com', password: 'pw:1' },
    { email: 'b@x.com', password: 'pw2' },
    { email: 'c@x.com', password: 'pw3' },
  ]);
});

test('the API mode at tiny sizes: users, follows, posts and artworks through the gateway’s routes; the accounts file', async () => {
  const gateway = fakeGateway();
  const out = path.join(temp, 'accounts');
  const log = [];
  const options = parseArgs(
    ['--users=3', '--follows=2', '--posts=4', '--artworks=3', '--per-minute=6000', `--out=${out}`],
    {},
  );
  const result = await generate(options, { fetchImpl: gateway.fetchImpl, log: (line) => log.push(line) });
  assert.deepEqual(result, { accounts: 3, follows: 6, posts: 4, artworks: 3, out });
  const routes = gatewayRoutes(['identity', 'social', 'catalogue']);
  for (const call of gateway.calls.filter((c) => c.route !== '/ready')) {
    assert.ok(
      routes.some((r) => r.method === call.method && r.pattern.test(call.route)),
      `${call.method} ${call.route} is a route of the gateway`,
    );
  }
  assert.ok(
    log.some((line) => /429, waiting 0 s/.test(line)),
    'the 429 was waited out',
  );
  assert.equal(gateway.calls.filter((c) => c.route === '/api/auth/register').length, 4, 'one retried');
  // The file the scenarios read as USERS: every account signs in with its password.
  const accounts = readAccounts(readFileSync(out, 'utf8'));
  assert.equal(accounts.length, 3);
  for (const account of accounts) assert.equal(gateway.users.get(account.email)?.password, account.password);
  const follows = gateway.calls.filter((c) => c.route === '/api/secure/followartist');
  const pairs = follows.map((c) => `${c.headers.Authorization.slice(4)}→${JSON.parse(c.body).artist}`);
  assert.deepEqual(pairs, ['t-u1→u2', 't-u1→u3', 't-u2→u3', 't-u2→u1', 't-u3→u1', 't-u3→u2']);
  const posts = gateway.calls.filter((c) => c.route === '/api/post/new');
  assert.ok(posts.every((c) => c.body.get('post').length > 0));
  const uploads = gateway.calls.filter((c) => c.route === '/api/user/art/upload');
  assert.equal(uploads.length, 3, 'members upload user art');
  const form = uploads[0].body;
  assert.equal(form.get('categories[]'), 'c1', 'a main category');
  assert.ok(Number(form.get('price')) > 0 && Number(form.get('stock')) > 0, 'every other one for sale');
  assert.equal(uploads[1].body.get('price'), '0');
  const picture = await sharp(Buffer.from(await form.get('image').arrayBuffer())).metadata();
  assert.deepEqual([picture.format, picture.width, picture.height], ['png', 64, 48]);
});

test('existing accounts and studios: nothing registered, the artworks go through the artist path', async () => {
  const gateway = fakeGateway({ roles: { 'studio@example.com': 11 }, limitFirst: false });
  gateway.users.set('a@example.com', { password: 'pw1', id: 'u1' });
  gateway.users.set('b@example.com', { password: 'pw2', id: 'u2' });
  gateway.users.set('studio@example.com', { password: 'demo1234', id: 'u3' });
  const given = path.join(temp, 'given');
  writeFileSync(given, 'a@example.com:pw1\nb@example.com:pw2\n');
  const options = parseArgs(
    [`--accounts=${given}`, '--posts=1', '--artworks=2', '--studios=studio@example.com:demo1234', `--out=${given}.out`],
    {},
  );
  const result = await generate(options, { fetchImpl: gateway.fetchImpl, log: () => {} });
  assert.equal(result.accounts, 2);
  assert.equal(result.follows, 2, 'as many follows as there are others');
  assert.equal(gateway.calls.filter((c) => c.route === '/api/auth/register').length, 0);
  assert.equal(gateway.calls.filter((c) => c.route === '/api/artwork/upload').length, 2);
  assert.deepEqual(
    solidPng(2, 1, [255, 0, 0]).subarray(0, 8),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
});
