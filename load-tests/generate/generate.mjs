// The data the k6 scenarios need, created through the public API of a deployment (so it works
// against a cluster as against `npm start`), and the accounts file they read (USERS format, one
// "email:password" a line):
//   users     registered with POST /api/auth/register, verified with the code mailed to them (read
//             from the SMTP sink's API, --mail-api / MAILDEV_URL: the gateway refuses member writes
//             to an unverified address), then signed in, so that the token says verified; or
//             --accounts=<file> reuses accounts that exist (any not verified yet is, the same way)
//   follows   each user follows that many of the others (the following feed's fan-in)
//   posts     text posts, spread over the users (the profile and following feeds)
//   artworks  uploaded with a generated picture by the users (their own "user art"), or by
//             --studios accounts (role 11: the demo studios, or accounts given an artist code) so
//             that the store has artworks for sale; every other one is for sale with 3 pieces
// Registration, verification and sign-in count against the gateway's attempt limits per IP, each
// kind on its own counter (AUTH_RATE_LIMIT_PER_IP, 30 a minute by default): each kind is paced at
// --per-minute (25) and a 429 waits for its Retry-After. For thousands of users, raise the limit on the target first (and pass
// --per-minute), or use --direct for the artworks.
// --direct: the artworks are written straight into the catalogue's database (--catalogue-db) with
// the catalogue bench's seeder (load-tests/bench/catalogue/seed-artworks.mjs: generated artists
// in the users projection, names in three languages, search text), for sizes the API would take
// hours to upload; nothing else can be written that way (accounts need identity's hashes and
// events).
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { parseAccounts } from '../k6/accounts-list.js';
import { DEFAULT_MAIL_API, mailbox } from './mailed-codes.mjs';

/** The options with their defaults; numbers are counts, `follows` is per user. */
export const DEFAULTS = {
  users: 20,
  follows: 5,
  posts: 100,
  artworks: 0,
  perMinute: 25,
  out: 'load-tests/.accounts',
  catalogueDb: 'postgres://postgres@127.0.0.1:5432/art_catalogue',
};

const NUMBERS = ['users', 'follows', 'posts', 'artworks', 'perMinute'];

/** Settings given as NAME=value, as in the environment. */
const SETTINGS = { BASE_URL: 'baseUrl', MAILDEV_URL: 'mailApi' };

/**
 * `--users=N --artworks=N --posts=N --follows=N [--accounts=file] [--studios=email:pw,…]
 * [--out=file] [--per-minute=N] [--password=pw] [--mail-api=url] [--direct] [--catalogue-db=url]
 * [BASE_URL=url] [MAILDEV_URL=url]`.
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 */
export function parseArgs(argv, env = {}) {
  const options = {
    ...DEFAULTS,
    baseUrl: env.BASE_URL || 'http://localhost:8080',
    mailApi: env.MAILDEV_URL || DEFAULT_MAIL_API,
    direct: false,
  };
  for (const arg of argv) {
    const assignment = /^([A-Z_]+)=(.*)$/.exec(arg);
    if (assignment) {
      const key = SETTINGS[assignment[1]];
      if (!key) throw new Error(`unknown setting ${assignment[1]} (only ${Object.keys(SETTINGS).join('=…, ')}=…)`);
      options[key] = assignment[2];
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`not an option: ${arg}`);
    const key = match[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (key === 'direct') options.direct = true;
    else if (NUMBERS.includes(key)) {
      const value = Number(match[2]);
      if (!Number.isInteger(value) || value < 0) throw new Error(`--${match[1]}=${match[2]} is not a count`);
      options[key] = value;
    } else if (
      ['accounts', 'studios', 'out', 'password', 'catalogueDb', 'mailApi'].includes(key) &&
      match[2] !== undefined
    ) {
      // A wrong account list fails here, before any account is made.
      if (key === 'studios') parseAccounts(match[2]);
      options[key] = match[2];
    } else throw new Error(`unknown option --${match[1]}`);
  }
  if (options.perMinute < 1) throw new Error('--per-minute must be at least 1');
  options.baseUrl = options.baseUrl.replace(/\/+$/, '');
  options.mailApi = options.mailApi.replace(/\/+$/, '');
  return options;
}

/** The accounts list ("email:password" a line or comma-separated), read as the scenarios read USERS. */
export const readAccounts = parseAccounts;

/** What will be created, in words and numbers, before anything is. */
export function planOf(options) {
  const users = options.accounts ? `the accounts of ${options.accounts}` : `${options.users} new users`;
  return {
    summary: [
      `${users} at ${options.baseUrl}`,
      `verification codes read at ${options.mailApi}`,
      `${options.follows} follows each`,
      `${options.posts} posts`,
      `${options.artworks} artworks ${options.direct ? `written into ${options.catalogueDb}` : 'uploaded through the API'}`,
      `accounts file ${options.out}`,
    ].join(', '),
    signIns: options.accounts ? null : options.users,
    // The sign-ups, then the verifications and sign-ins (paced side by side, on their own counters).
    minutesOfSignIn: options.accounts ? 0 : Math.ceil((2 * options.users) / options.perMinute),
  };
}

/** A small PNG of one colour (an artwork needs at least one picture; the service renders its sizes). */
export function solidPng(width, height, [r, g, b]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of the gateway: JSON in and out, attempt-limited calls paced and retried after a 429.
 * `limited` names the gateway's attempt counter (route-table.ts, ATTEMPT_LIMITED_ROUTES): each
 * kind of attempt has its own per IP, so each is paced on its own.
 */
function gatewayClient({ baseUrl, perMinute, fetchImpl = fetch, log }) {
  const nextLimited = new Map();
  async function call(method, path, { token, json, form, expect = [200], limited } = {}) {
    for (let attempt = 0; ; attempt++) {
      if (limited) {
        const wait = (nextLimited.get(limited) ?? 0) - Date.now();
        if (wait > 0) await sleep(wait);
        nextLimited.set(limited, Math.max(nextLimited.get(limited) ?? 0, Date.now()) + 60_000 / perMinute);
      }
      const headers = token ? { Authorization: `JWT ${token}` } : {};
      if (json) headers['Content-Type'] = 'application/json';
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: json ? JSON.stringify(json) : form,
      });
      const text = await response.text();
      if (response.status === 429 && attempt < 5) {
        const seconds = Number(response.headers.get('retry-after') ?? 60);
        log(`  ${method} ${path}: 429, waiting ${seconds} s (a gateway limit: attempts or writes)`);
        await sleep(seconds * 1000);
        continue;
      }
      if (!expect.includes(response.status))
        throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      let body = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (e.g. a plain /ready): the status is the answer.
      }
      return { status: response.status, body };
    }
  }
  return call;
}

/** `options.users` new accounts, registered through the API (paced). */
async function registerAccounts(call, options, log) {
  const run = Date.now().toString(36);
  const password = options.password ?? `Load-${run}-1`;
  const accounts = [];
  for (let i = 0; i < options.users; i++) {
    const account = { name: `Load Test ${run} ${i}`, email: `load-${run}-${i}@example.com`, password };
    await call('POST', '/api/auth/register', {
      json: { ...account, 'confirm-password': password },
      limited: 'register',
    });
    accounts.push(account);
    if ((i + 1) % 10 === 0) log(`  registered ${i + 1} of ${options.users}`);
  }
  return accounts;
}

/** Enters the mailed code the way the verification page does: the code and the address it went to. */
async function verify(call, mail, email, except) {
  const code = await mail.codeFor(email, { except });
  await call('GET', `/api/auth/verifyemail/${code}?email=${encodeURIComponent(email)}`, { limited: 'verify-email' });
}

const signInOnce = (call, account) =>
  call('POST', '/api/auth/login', {
    json: { email: account.email, password: account.password },
    limited: 'login',
  });

/**
 * Each account signed in (paced): its id, role and a token that says the address is verified.
 * `fresh` accounts were just registered: their code is in the mail already, so they are verified
 * before their one sign-in. An existing one that signs in unverified asks for a new code (the
 * earlier mails' codes stop working), enters it, and signs in again for a token that says so.
 */
async function signIn(call, mail, accounts, { fresh = false, log = () => {} } = {}) {
  const people = [];
  for (const [i, account] of accounts.entries()) {
    if (fresh) await verify(call, mail, account.email, new Set());
    let { body } = await signInOnce(call, account);
    if (body.user.emailVerified === 'false') {
      const earlier = new Set((await mail.mailsTo(account.email)).map((m) => m.id));
      await call('POST', '/api/auth/resendverificationemail', {
        json: { email: account.email },
        limited: 'resend-verification',
      });
      await verify(call, mail, account.email, earlier);
      ({ body } = await signInOnce(call, account));
      if (body.user.emailVerified === 'false') throw new Error(`${account.email} is still not verified`);
    }
    people.push({ ...account, id: body.user._id, role: Number(body.user.role), token: body.token });
    if (fresh && (i + 1) % 10 === 0) log(`  verified and signed in ${i + 1} of ${accounts.length}`);
  }
  return people;
}

/** Multipart body of an artwork upload (field names as the upload page sends them). */
function artworkForm(n, categoryId) {
  const form = new FormData();
  const colour = [(n * 53) % 256, (n * 97) % 256, (n * 151) % 256];
  form.append('image', new Blob([solidPng(64, 48, colour)], { type: 'image/png' }), `load-${n}.png`);
  form.append('name', `Load test artwork ${n}`);
  form.append('description', 'Generated for the load tests: a quiet study of colour.');
  form.append('categories[]', categoryId);
  form.append('tags[]', 'load-test');
  const forSale = n % 2 === 0;
  form.append('price', String(forSale ? 5_000 + (n % 40) * 500 : 0));
  form.append('stock', String(forSale ? 3 : 0));
  return form;
}

/**
 * Creates what the options ask for and writes the accounts file; answers the counts.
 * @param {ReturnType<typeof parseArgs>} options
 * @param {{ fetchImpl?: typeof fetch, log?: (line: string) => void,
 *   mailTiming?: { timeoutMs?: number, intervalMs?: number } }} [io]
 */
export async function generate(options, { fetchImpl = fetch, log = console.log, mailTiming = {} } = {}) {
  const call = gatewayClient({ baseUrl: options.baseUrl, perMinute: options.perMinute, fetchImpl, log });
  const mail = mailbox({ apiUrl: options.mailApi, fetchImpl, ...mailTiming });
  await call('GET', '/ready');
  // Before the first account: one that cannot be verified is of no use to the scenarios.
  if (!options.accounts) await mail.check();
  log(`accounts (${planOf(options).minutesOfSignIn} min of paced sign-ups at most)…`);
  const people = options.accounts
    ? await signIn(call, mail, readAccounts(readFileSync(options.accounts, 'utf8')))
    : await signIn(call, mail, await registerAccounts(call, options, log), { fresh: true, log });
  if (people.length === 0) throw new Error('no accounts: give --users=N or --accounts=<file>');
  writeFileSync(
    options.out,
    `# ${people.length} accounts at ${options.baseUrl} written by npm run load:seed; k6 -e USERS="$(cat ${options.out})"\n${people
      .map((p) => `${p.email}:${p.password}`)
      .join('\n')}\n`,
  );
  let follows = 0;
  const perUser = Math.min(options.follows, people.length - 1);
  for (const [i, person] of people.entries()) {
    for (let k = 1; k <= perUser; k++) {
      const artist = people[(i + k) % people.length];
      await call('POST', '/api/secure/followartist', {
        token: person.token,
        json: { artist: artist.id },
        expect: [200, 409],
      });
      follows += 1;
    }
  }
  log(`  ${follows} follows`);
  for (let n = 0; n < options.posts; n++) {
    const form = new FormData();
    form.append('post', `Load test post ${n}: evening light over the stupa`);
    await call('POST', '/api/post/new', { token: people[n % people.length].token, form });
  }
  log(`  ${options.posts} posts`);
  let artworks = 0;
  if (options.artworks > 0 && options.direct) artworks = await directArtworks(options);
  else if (options.artworks > 0) {
    const studios = options.studios ? await signIn(call, mail, readAccounts(options.studios)) : people;
    const { body } = await call('GET', '/api/categories');
    const main = (body?.message ?? []).filter((c) => !c.parent);
    if (main.length === 0) throw new Error('GET /api/categories returned no main category');
    for (let n = 0; n < options.artworks; n++) {
      const owner = studios[n % studios.length];
      // Studios (roles 11–20) upload through the artist path; everyone else's works are user art.
      const path = owner.role >= 11 && owner.role <= 20 ? '/api/artwork/upload' : '/api/user/art/upload';
      await call('POST', path, {
        token: owner.token,
        form: artworkForm(n, main[n % main.length]._id),
        expect: [200, 201],
      });
      artworks += 1;
    }
  }
  log(`  ${artworks} artworks`);
  return { accounts: people.length, follows, posts: options.posts, artworks, out: options.out };
}

/** --direct: the catalogue bench's seeder, after the artworks it wrote before (numbers go on). */
async function directArtworks(options) {
  const [{ default: pg }, { seedArtists, seedArtworks }] = await Promise.all([
    import('pg'),
    import('../bench/catalogue/seed-artworks.mjs'),
  ]);
  const client = new pg.Client({ connectionString: options.catalogueDb });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT coalesce(max(substring(slug from 'bench-artwork-(\\d+)$')::int), 0) AS last FROM artworks`,
    );
    const from = Number(rows[0].last);
    const artists = Math.max(1, Math.ceil(options.artworks / 20));
    await seedArtists(client, 0, artists);
    await seedArtworks(client, from, from + options.artworks, { artists });
    return options.artworks;
  } finally {
    await client.end();
  }
}
