// load-tests/generate (`npm run load:seed`): its options, and its API mode run against a gateway
// stand-in at tiny sizes: users registered, verified with the mailed code (read from the sink's
// API; a real maildev in the last test) and then signed in (paced, a 429 waited out), follows,
// posts and artworks through the public routes the gateway has, the artworks with a real picture
// (decoded here), studios through the artist path, and the accounts file in the USERS format the
// k6 scenarios read. --direct reuses the catalogue bench's seeder (not run here: it needs the
// catalogue's migrated database).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import nodemailer from 'nodemailer';
import sharp from 'sharp';
import { startSmtp } from '../lib/smtp.mjs';
import { ROOT } from '../manifest-checks/config-schemas.mjs';
import { gatewayRoutes } from '../manifest-checks/k6-scenario.mjs';

const generator = (file) => import(pathToFileURL(path.join(ROOT, 'load-tests', 'generate', file)).href);
const { generate, parseArgs, planOf, readAccounts, solidPng } = await generator('generate.mjs');
const { mailbox } = await generator('mailed-codes.mjs');
const temp = mkdtempSync(path.join(os.tmpdir(), 'art-load-seed-'));
after(() => rmSync(temp, { recursive: true, force: true }));

const MAIL_API = 'http://mail.test:1080';

/**
 * A gateway's answers to what the generator calls, and the SMTP sink identity mails to (maildev 3's
 * API under /api, or maildev 2's at the root with `mailRoot: ''`); every call recorded. As the real
 * gateway, it refuses member writes with a token issued before the address was verified.
 */
function fakeGateway({ roles = {}, limitFirst = true, mailRoot = '/api' } = {}) {
  const calls = [];
  const mailCalls = [];
  const users = new Map();
  /** token → what it says: whose, and whether the address was verified at sign-in. */
  const tokens = new Map();
  const mails = [];
  let limited = limitFirst;
  let codes = 0;
  const answer = (status, body, headers = {}) =>
    new Response(body === undefined ? '' : JSON.stringify(body), { status, headers });
  const mailCode = (email) => {
    const user = users.get(email);
    user.code = String(100_000 + ++codes * 7919);
    mails.push({
      id: `m${mails.length + 1}`,
      to: [{ address: email }],
      subject: 'Your Art Marketplace verification code',
      text: `Namaste,\n\nYour verification code is ${user.code}.\nIt expires in 24 hours.`,
      time: new Date().toISOString(),
    });
  };
  const mailApi = (url) => {
    mailCalls.push(`${url.pathname}${url.search}`);
    if (url.pathname === `${mailRoot}/healthz`) return answer(200, true);
    if (url.pathname === `${mailRoot}/email`) {
      const to = url.searchParams.get('to.address');
      return answer(200, to ? mails.filter((m) => m.to[0].address === to) : mails);
    }
    return answer(404, { error: 'Not Found' });
  };
  const fetchImpl = async (url, init = {}) => {
    const parsed = new URL(url);
    if (parsed.origin === new URL(MAIL_API).origin) return mailApi(parsed);
    const { pathname } = parsed;
    const call = { method: init.method, route: pathname, headers: init.headers, body: init.body, url: parsed };
    calls.push(call);
    const json = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    if (pathname === '/ready') return answer(200, { status: 'ready' });
    if (pathname === '/api/auth/register') {
      if (limited) {
        limited = false;
        return answer(429, { status: 'rate-limited' }, { 'retry-after': '0' });
      }
      if (json.password !== json['confirm-password'] || !/\d/.test(json.password)) return answer(400, {});
      users.set(json.email, { password: json.password, id: `u${users.size + 1}`, verified: false });
      mailCode(json.email);
      return answer(200, { status: 'success', message: 'A verification code was sent' });
    }
    if (pathname === '/api/auth/resendverificationemail') {
      if (users.has(json.email)) mailCode(json.email);
      return answer(200, { status: 'success', message: 'An email has been sent' });
    }
    if (pathname.startsWith('/api/auth/verifyemail/')) {
      const user = users.get(parsed.searchParams.get('email'));
      if (!user || user.code !== pathname.split('/').pop())
        return answer(400, { status: 'validate-error', message: 'The code you entered is invalid' });
      user.verified = true;
      return answer(200, { status: 'success', message: 'Your email has been verified. You can login now.' });
    }
    if (pathname === '/api/auth/login') {
      const user = users.get(json.email);
      if (!user || user.password !== json.password) return answer(401, {});
      const token = `t-${user.id}-${tokens.size + 1}`;
      tokens.set(token, { id: user.id, ev: user.verified });
      return answer(200, {
        status: 'success',
        token,
        user: { _id: user.id, role: roles[json.email] ?? 21, emailVerified: String(user.verified) },
      });
    }
    if (pathname === '/api/categories')
      return answer(200, {
        status: 'success',
        message: [
          { _id: 'c1', slug: 'painting' },
          { _id: 's1', slug: 'oil', parent: 'c1' },
          { _id: 'c2', slug: 'sculpture' },
        ],
      });
    const session = tokens.get((init.headers.Authorization ?? '').replace(/^JWT /, ''));
    if (!session) return answer(401, {});
    if (!session.ev)
      return answer(403, { status: 'email-not-verified', message: 'Please verify your e-mail address first' });
    if (pathname === '/api/secure/followartist') return answer(200, { status: 'success' });
    if (pathname === '/api/post/new') return answer(200, { status: 'success', post: { _id: 'p1' } });
    if (pathname === '/api/artwork/upload' || pathname === '/api/user/art/upload')
      return answer(200, { status: 'success', message: 'Artwork uploaded', data: { productSlug: 'x' } });
    return answer(404, {});
  };
  /** The writes (everything after the accounts) and the token each was made with. */
  const writes = () =>
    calls
      .filter((c) => c.method === 'POST' && !c.route.startsWith('/api/auth/'))
      .map((c) => ({ ...c, session: tokens.get(c.headers.Authorization.replace(/^JWT /, '')) }));
  return { calls, mailCalls, users, tokens, mails, writes, fetchImpl };
}

const FAST_MAIL = { mailTiming: { timeoutMs: 2000, intervalMs: 10 } };

test('options: counts, BASE_URL=…, the accounts file and modes; a wrong one is refused', () => {
  const options = parseArgs(
    [
      '--users=3',
      '--artworks=4',
      '--posts=5',
      '--follows=2',
      'BASE_URL=https://staging.example.com/',
      '--per-minute=20',
      '--mail-api=http://localhost:1081/',
    ],
    {},
  );
  assert.equal(options.baseUrl, 'https://staging.example.com');
  assert.equal(options.mailApi, 'http://localhost:1081');
  assert.equal(parseArgs([], {}).mailApi, 'http://localhost:1080', 'maildev of npm start');
  assert.equal(parseArgs([], { MAILDEV_URL: 'http://sink:1080' }).mailApi, 'http://sink:1080');
  assert.equal(parseArgs(['MAILDEV_URL=http://127.0.0.1:1080'], {}).mailApi, 'http://127.0.0.1:1080');
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
  // 60 sign-ups, then 60 verifications and sign-ins side by side, at 25 a minute each.
  assert.equal(planOf(parseArgs(['--users=60', '--per-minute=25'], {})).minutesOfSignIn, 5);
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
    { MAILDEV_URL: MAIL_API },
  );
  const result = await generate(options, {
    fetchImpl: gateway.fetchImpl,
    log: (line) => log.push(line),
    ...FAST_MAIL,
  });
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
  // Each account verified with the code mailed to it, before any write, then signed in once: every
  // write is made with a token issued after the verification (the gateway refuses the others).
  const verifications = gateway.calls.filter((c) => c.route.startsWith('/api/auth/verifyemail/'));
  assert.deepEqual(
    verifications.map((c) => c.url.searchParams.get('email')),
    [...gateway.users.keys()],
  );
  for (const [i, c] of verifications.entries())
    assert.equal(c.route.split('/').pop(), /\b(\d{6})\b/.exec(gateway.mails[i].text)[1], 'the mailed code');
  assert.ok([...gateway.users.values()].every((user) => user.verified));
  const firstWrite = gateway.calls.findIndex((c) => c.method === 'POST' && !c.route.startsWith('/api/auth/'));
  assert.ok(firstWrite > gateway.calls.lastIndexOf(verifications.at(-1)), 'verified before the first write');
  for (const email of gateway.users.keys()) {
    const verified = gateway.calls.findIndex((c) => c.url.searchParams.get('email') === email);
    const signIn = gateway.calls.findIndex((c) => c.route === '/api/auth/login' && JSON.parse(c.body).email === email);
    assert.ok(verified < signIn, `${email} signs in after it is verified`);
  }
  assert.equal(gateway.tokens.size, 3, 'one sign-in each');
  const writes = gateway.writes();
  assert.equal(writes.length, 6 + 4 + 3);
  assert.ok(
    writes.every((c) => c.session?.ev === true),
    'every write with a token that says verified',
  );
  assert.equal(gateway.mailCalls[0], '/api/healthz', 'the sink is checked before the first account');
  // The file the scenarios read as USERS: every account signs in with its password.
  const accounts = readAccounts(readFileSync(out, 'utf8'));
  assert.equal(accounts.length, 3);
  for (const account of accounts) assert.equal(gateway.users.get(account.email)?.password, account.password);
  const follows = gateway.writes().filter((c) => c.route === '/api/secure/followartist');
  const pairs = follows.map((c) => `${c.session.id}→${JSON.parse(c.body).artist}`);
  assert.deepEqual(pairs, ['u1→u2', 'u1→u3', 'u2→u3', 'u2→u1', 'u3→u1', 'u3→u2']);
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
  gateway.users.set('a@example.com', { password: 'pw1', id: 'u1', verified: true });
  gateway.users.set('b@example.com', { password: 'pw2', id: 'u2', verified: true });
  gateway.users.set('studio@example.com', { password: 'demo1234', id: 'u3', verified: true });
  const given = path.join(temp, 'given');
  writeFileSync(given, 'a@example.com:pw1\nb@example.com:pw2\n');
  const options = parseArgs(
    [
      `--accounts=${given}`,
      '--posts=1',
      '--artworks=2',
      '--studios=studio@example.com:demo1234',
      '--per-minute=6000',
      `--out=${given}.out`,
    ],
    {},
  );
  const result = await generate(options, { fetchImpl: gateway.fetchImpl, log: () => {}, ...FAST_MAIL });
  assert.equal(result.accounts, 2);
  assert.equal(result.follows, 2, 'as many follows as there are others');
  assert.equal(gateway.calls.filter((c) => c.route === '/api/auth/register').length, 0);
  assert.equal(gateway.calls.filter((c) => c.route === '/api/artwork/upload').length, 2);
  assert.deepEqual(gateway.mailCalls, [], 'verified accounts need no mail');
  assert.deepEqual(
    solidPng(2, 1, [255, 0, 0]).subarray(0, 8),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
});

test('an existing account not verified yet: a new code is asked for, the newest mail’s entered, then a new sign-in', async () => {
  // maildev 2 (the dev overlay's image) answers at the root, not under /api.
  const gateway = fakeGateway({ limitFirst: false, mailRoot: '' });
  gateway.users.set('a@example.com', { password: 'pw1', id: 'u1', verified: true });
  gateway.users.set('late@example.com', { password: 'pw2', id: 'u2', verified: false, code: '111111' });
  // The code of the registration, which the new one voids.
  gateway.mails.push({
    id: 'old',
    to: [{ address: 'late@example.com' }],
    text: 'Your verification code is 111111.',
    time: new Date(Date.now() + 60_000).toISOString(),
  });
  const given = path.join(temp, 'unverified');
  writeFileSync(given, 'a@example.com:pw1\nlate@example.com:pw2\n');
  const options = parseArgs(
    [`--accounts=${given}`, '--posts=2', '--follows=1', '--per-minute=6000', `--out=${given}.out`],
    { MAILDEV_URL: MAIL_API },
  );
  await generate(options, { fetchImpl: gateway.fetchImpl, log: () => {}, ...FAST_MAIL });
  const auth = gateway.calls.filter((c) => c.route.startsWith('/api/auth/')).map((c) => c.route);
  assert.deepEqual(auth, [
    '/api/auth/login',
    '/api/auth/login',
    '/api/auth/resendverificationemail',
    `/api/auth/verifyemail/${gateway.users.get('late@example.com').code}`,
    '/api/auth/login',
  ]);
  assert.equal(gateway.users.get('late@example.com').verified, true);
  assert.ok(gateway.mailCalls.includes('/healthz'), 'maildev 2 found at the root');
  const writes = gateway.writes();
  assert.equal(writes.length, 2 + 2);
  assert.ok(writes.every((c) => c.session.ev === true));
  assert.deepEqual(
    writes.filter((c) => c.session.id === 'u2').map((c) => c.headers.Authorization),
    ['JWT t-u2-3', 'JWT t-u2-3'],
    'the token of the sign-in after the verification',
  );
});

test('no SMTP sink: the run stops before registering anyone, saying how to reach one', async () => {
  const gateway = fakeGateway({ limitFirst: false });
  const fetchImpl = async (url, init) => {
    if (new URL(url).origin === new URL(MAIL_API).origin)
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) });
    return gateway.fetchImpl(url, init);
  };
  const options = parseArgs(['--users=2', `--mail-api=${MAIL_API}`, `--out=${path.join(temp, 'none')}`], {});
  await assert.rejects(
    generate(options, { fetchImpl, log: () => {}, ...FAST_MAIL }),
    (error) =>
      /no SMTP sink answers at http:\/\/mail\.test:1080 \(ECONNREFUSED\)/.test(error.message) &&
      /kubectl -n art-dev port-forward svc\/maildev 1080/.test(error.message) &&
      /--mail-api=<url> or MAILDEV_URL/.test(error.message),
  );
  assert.equal(gateway.calls.filter((c) => c.route === '/api/auth/register').length, 0);
  // Something else on the port (not maildev) is named as such.
  const notMaildev = async (url, init) =>
    new URL(url).origin === new URL(MAIL_API).origin
      ? new Response('no', { status: 404 })
      : gateway.fetchImpl(url, init);
  await assert.rejects(
    generate(options, { fetchImpl: notMaildev, log: () => {}, ...FAST_MAIL }),
    /answered 404: not maildev/,
  );
});

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

test('the codes are read from a real maildev: the newest mail to the address, an earlier one skipped', async () => {
  const smtp = { host: '127.0.0.1', port: await freePort(), webPort: await freePort() };
  const sink = await startSmtp(smtp, { quiet: true });
  try {
    const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true });
    const send = (to, code) =>
      transport.sendMail({
        from: 'no-reply@art.local',
        to,
        subject: 'Your Art Marketplace verification code',
        text: `Namaste Sita,\n\nYour verification code is ${code}.\nIt expires in 24 hours.`,
      });
    // Identity mails the address as it stores it, in lower case; an accounts file may spell it otherwise.
    await send('sita.load@example.com', '482913');
    await send('other@example.com', '111111');
    const mail = mailbox({ apiUrl: sink.webUrl, timeoutMs: 5000, intervalMs: 50 });
    assert.equal(await mail.codeFor('Sita.Load@example.com'), '482913');
    const earlier = new Set((await mail.mailsTo('sita.load@example.com')).map((m) => m.id));
    assert.equal(earlier.size, 1);
    await send('sita.load@example.com', '730155');
    assert.equal(await mail.codeFor('sita.load@example.com', { except: earlier }), '730155');
    await assert.rejects(
      mailbox({ apiUrl: sink.webUrl, timeoutMs: 100, intervalMs: 20 }).codeFor('nobody@example.com'),
      /no verification code for nobody@example.com arrived/,
    );
  } finally {
    await sink.stop();
  }
});
