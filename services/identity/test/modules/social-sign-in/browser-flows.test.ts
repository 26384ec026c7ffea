import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type SignInStandIns, startSignInStandIns } from '@art/sign-in-stand-ins';
import { register, signedInUser, uniqueEmail } from '../../helpers/accounts.js';
import { outboxEvents, snapshotCounts } from '../../helpers/events.js';
import { SocialBrowser } from '../../helpers/social-browser.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';

/**
 * The browser's code flows against the two stand-ins (oidc-provider as "Google", the Facebook
 * Login stand-in), with the real service on PostgreSQL, Redis and NATS: start, the provider's
 * page, the callback, /login's exchange of the one-time code, and everything that must end at
 * /login without a session.
 */
const PUBLIC_URL = 'http://localhost:8080';
let t: TestContext;
let providers: SignInStandIns;
let people = 0;

before(async () => {
  providers = await startSignInStandIns({ publicUrls: [PUBLIC_URL], demoPeople: false });
  t = await startTestApp({ ...providers.identityEnv, PUBLIC_URL });
});
after(async () => {
  await t?.close();
  await providers?.close();
});

const browser = () => new SocialBrowser(t.app, PUBLIC_URL);

/** A person at both providers, with a fresh address (verified at Google unless told otherwise). */
function person(name: string, options: { email?: string | null; emailVerified?: boolean } = {}) {
  people += 1;
  const email = options.email === null ? undefined : (options.email ?? uniqueEmail('social'));
  const id = `${Date.now()}${String(people).padStart(4, '0')}`;
  const entry = { id, name, email, emailVerified: options.emailVerified };
  providers.google.addPerson(entry);
  providers.facebook.addPerson(entry);
  return entry;
}

const userRow = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('GET /api/auth/google/start', () => {
  it("sends the browser to Google's authorization endpoint with PKCE S256, state and nonce, bound to it by an HttpOnly cookie", async () => {
    const b = browser();
    const url = await b.start('google');
    assert.equal(url.origin, providers.google.url);
    assert.equal(url.searchParams.get('client_id'), providers.google.clientId);
    assert.equal(url.searchParams.get('redirect_uri'), `${PUBLIC_URL}/api/auth/google/callback`);
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('scope'), 'openid email profile');
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.match(url.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.match(url.searchParams.get('state') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.match(url.searchParams.get('nonce') ?? '', /^[A-Za-z0-9_-]{43}$/);

    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const cookie = String(response.headers['set-cookie']);
    assert.match(
      cookie,
      /^art_social_sign_in=[A-Za-z0-9_-]{43}; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    assert.equal(response.headers['cache-control'], 'no-store');
    // The state is kept only as a hash: Redis names no live state.
    const state = new URL(String(response.headers.location)).searchParams.get('state') ?? '';
    const hashed = createHash('sha256').update(state).digest('hex');
    const key = `${t.sessionVersionPrefix}social-sign-in:flow:${hashed}`;
    const ttl = await t.app.redis.ttl(key);
    assert.ok(ttl > 590 && ttl <= 600, `flow kept 10 minutes (ttl ${ttl})`);
    assert.equal(await t.app.redis.get(`${t.sessionVersionPrefix}social-sign-in:flow:${state}`), null);
  });

  it("moves a start on another origin to PUBLIC_URL's first, where the provider will come back", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/start',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': '127.0.0.1:8080' },
    });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, `${PUBLIC_URL}/api/auth/google/start`);
    assert.equal(response.headers['set-cookie'], undefined);
  });
});

describe('Sign in with Google (code flow)', () => {
  it('makes a verified account at the first sign-in and signs the same account in afterwards', async () => {
    const asha = person('Asha Gurung');
    const b = browser();
    const first = await b.signIn('google', { person: asha.id, decision: 'allow' });
    assert.match(first.location, /^\/login#social=[A-Za-z0-9_-]{43}$/);
    assert.equal(first.session?.statusCode, 200, first.session?.body);
    const body = first.session!.json();
    assert.equal(body.status, 'success');
    assert.equal(body.message, 'You have logged in successfully');
    assert.ok(body.token);
    assert.equal(body.user.email, asha.email);
    assert.equal(body.user.name, 'Asha Gurung');
    assert.equal(body.user.emailVerified, 'true');
    const row = await userRow(asha.email!);
    assert.equal(row?.google_id, asha.id);
    assert.equal(row?.password_hash, null);
    assert.equal(
      (await outboxEvents(t, 'identity.user.registered')).filter((e) => e.data.email === asha.email).length,
      1,
    );
    // The session is the real one: identity's authenticate takes it.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${body.token}` },
    });
    assert.equal(session.statusCode, 200, session.body);

    const again = await browser().signIn('google', { person: asha.id, decision: 'allow' });
    assert.equal(again.session?.json().user.id, body.user.id);
    assert.equal(
      (await outboxEvents(t, 'identity.user.registered')).filter((e) => e.data.email === asha.email).length,
      1,
    );
  });

  it('an account made by the sign-in starts in the language the page was in; an existing one keeps its own', async () => {
    const sita = person('Sita Rai');
    const first = await browser().signIn('google', { person: sita.id, decision: 'allow' }, { language: 'ne' });
    assert.equal(first.session?.statusCode, 200, first.session?.body);
    assert.equal(first.session!.json().user.language, 'ne');
    // The page's language was the reader's to pick: it follows them to their next sign-in elsewhere.
    assert.equal(first.session!.json().user.languageChosen, true);
    assert.equal((await userRow(sita.email!))?.language, 'ne');
    assert.equal((await userRow(sita.email!))?.language_chosen, true);
    // Signing in again from a Chinese page changes nothing: the account's language is the member's choice.
    const again = await browser().signIn('facebook', { person: sita.id, decision: 'allow' }, { language: 'zh' });
    assert.equal(again.session?.json().user.language, 'ne');
    assert.equal(again.session?.json().user.languageChosen, true);
    assert.equal((await userRow(sita.email!))?.language, 'ne');
    // No language given (an older page): English, as before, and not chosen.
    const hari = person('Hari Thapa');
    const older = await browser().signIn('google', { person: hari.id, decision: 'allow' });
    assert.equal(older.session?.json().user.languageChosen, false);
    assert.equal((await userRow(hari.email!))?.language, 'en');
    assert.equal((await userRow(hari.email!))?.language_chosen, false);
    // An account registered without a language and linked by its e-mail keeps it unchosen, whatever the page.
    const { body: registered } = await register(t, { email: uniqueEmail('linked') });
    const gita = person('Gita Karki', { email: registered.email });
    const linked = await browser().signIn('google', { person: gita.id, decision: 'allow' }, { language: 'zh' });
    assert.equal(linked.session?.statusCode, 200, linked.session?.body);
    assert.equal(linked.session?.json().user.language, 'en');
    assert.equal(linked.session?.json().user.languageChosen, false);
    assert.equal((await userRow(registered.email))?.language_chosen, false);
  });

  it('a start with a language the marketplace does not speak is refused, and no sign-in begins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?language=fr' });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().status, 'validate-error');
    assert.equal(response.headers['set-cookie'], undefined);
    assert.equal(response.headers.location, undefined);
  });

  it('a refused consent comes back to /login as `denied`, with no account and no session', async () => {
    const before = await snapshotCounts(t);
    const refused = await browser().signIn('google', { person: person('Refusing Person').id, decision: 'deny' });
    assert.equal(refused.callbackUrl.searchParams.get('error'), 'access_denied');
    assert.equal(refused.location, '/login#social-error=denied&provider=google');
    assert.equal(refused.session, undefined);
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('a tampered, replayed or foreign state ends at /login as `state`, and the code is never exchanged', async () => {
    const mira = person('Mira Thapa');
    const before = await snapshotCounts(t);
    const b = browser();
    const callback = await b.atProvider(await b.start('google'), { person: mira.id, decision: 'allow' });

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')!.slice(0, -2)}xx`);
    assert.equal((await b.callback(tampered)).location, '/login#social-error=state&provider=google');

    // Another browser (no cookie, or its own) cannot use this browser's callback: the state is spent.
    const other = browser();
    await other.start('google');
    assert.equal((await other.callback(callback)).location, '/login#social-error=state&provider=google');
    assert.equal((await b.callback(callback)).location, '/login#social-error=state&provider=google');
    assert.deepEqual(await snapshotCounts(t), before);

    // No state at all, and a callback that names Facebook's flow on Google's path.
    const c = browser();
    const noState = await c.atProvider(await c.start('google'), { person: mira.id, decision: 'allow' });
    noState.searchParams.delete('state');
    assert.equal((await c.callback(noState)).location, '/login#social-error=state&provider=google');
    const d = browser();
    const facebookCallback = await d.atProvider(await d.start('facebook'), { person: mira.id, decision: 'allow' });
    const crossed = new URL(`${PUBLIC_URL}/api/auth/google/callback${facebookCallback.search}`);
    assert.equal((await d.callback(crossed)).location, '/login#social-error=state&provider=google');
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('a replayed callback signs nobody in twice, and the one-time code is good once, in that browser only', async () => {
    const b = browser();
    const first = await b.signIn('google', { person: person('Nima Sherpa').id, decision: 'allow' });
    assert.equal(first.session?.statusCode, 200);
    assert.equal((await b.callback(first.callbackUrl)).location, '/login#social-error=state&provider=google');
    const code = first.fragment.get('social')!;
    const again = await b.session(code);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), {
      status: 'error',
      message: 'This sign-in has expired or was started in another browser. Please try again',
      code: 'social-sign-in-expired',
    });

    // A code read from the address bar of one browser is worthless in another.
    const c = browser();
    const back = await c.callback(await c.atProvider(await c.start('google'), { decision: 'allow' }));
    const stolen = await browser().session(back.fragment.get('social')!);
    assert.equal(stolen.statusCode, 400);
  });

  it('links an unverified local account by the verified e-mail: its password and sessions end (take-over rule)', async () => {
    const email = uniqueEmail('squatted-browser');
    await register(t, { email, name: 'Pre Registrant', password: 'squat123', 'confirm-password': 'squat123' });
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'squat123' },
    });
    assert.equal(squatter.statusCode, 200);
    const owner = person('Real Owner', { email });

    const signedIn = await browser().signIn('google', { person: owner.id, decision: 'allow' });
    assert.equal(signedIn.session?.statusCode, 200, signedIn.session?.body);
    assert.equal(signedIn.session?.json().user.name, 'Pre Registrant');
    const row = await userRow(email);
    assert.equal(row?.google_id, owner.id);
    assert.equal(row?.email_verified, true);
    assert.equal(row?.password_hash, null, 'the password set before the provider vouched is gone');
    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${squatter.json().token}` },
    });
    assert.equal(oldSession.statusCode, 401);
  });

  it('an e-mail Google does not vouch for makes and links nothing (`email`), but an account already linked by its id still signs in', async () => {
    const { email, password } = await signedInUser(t);
    const stranger = person('Stranger', { email, emailVerified: false });
    const before = await snapshotCounts(t);
    const refused = await browser().signIn('google', { person: stranger.id, decision: 'allow' });
    assert.equal(refused.location, '/login#social-error=email&provider=google');
    assert.equal((await userRow(email))?.google_id, null, 'not linked');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    assert.equal(login.statusCode, 200, 'the owner keeps their password');
    const fresh = person('Fresh Unverified', { emailVerified: false });
    assert.equal(
      (await browser().signIn('google', { person: fresh.id, decision: 'allow' })).location,
      '/login#social-error=email&provider=google',
    );
    assert.deepEqual(await snapshotCounts(t), before);

    const known = person('Known Person');
    const first = await browser().signIn('google', { person: known.id, decision: 'allow' });
    assert.equal(first.session?.statusCode, 200);
    providers.google.addPerson({ ...known, emailVerified: false });
    const later = await browser().signIn('google', { person: known.id, decision: 'allow' });
    assert.equal(later.session?.json().user.id, first.session?.json().user.id);
  });

  it("never opens an operator's account (`operator`), and a suspended account gets 403 with the reason", async () => {
    const context = { actor: { userId: null, role: null }, requestId: 'test' };
    const email = uniqueEmail('operator-browser');
    await t.app.operators.create(email, 'Oshin Pradhan', context);
    const operator = person('Oshin', { email });
    const refused = await browser().signIn('google', { person: operator.id, decision: 'allow' });
    assert.equal(refused.location, '/login#social-error=operator&provider=google');
    assert.equal((await userRow(email))?.google_id, null);

    const suman = person('Suman K');
    const first = await browser().signIn('google', { person: suman.id, decision: 'allow' });
    await t.app.suspensions.suspend({ userId: first.session!.json().user.id, reason: 'Spam' }, context);
    const suspended = await browser().signIn('google', { person: suman.id, decision: 'allow' });
    assert.equal(suspended.session?.statusCode, 403);
    assert.deepEqual(suspended.session?.json(), {
      status: 'account-suspended',
      message: 'Your account has been suspended: Spam',
      code: 'account-suspended',
    });
  });
});

describe('Sign in with Facebook (code flow)', () => {
  it('sends the browser to the login dialog with the app id, the exact redirect URI, a state and the email scope', async () => {
    const url = await browser().start('facebook');
    assert.equal(`${url.origin}${url.pathname}`, providers.facebook.dialogUrl);
    assert.equal(url.searchParams.get('client_id'), providers.facebook.appId);
    assert.equal(url.searchParams.get('redirect_uri'), `${PUBLIC_URL}/api/auth/facebook/callback`);
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('scope'), 'email,public_profile');
    assert.match(url.searchParams.get('state') ?? '', /^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges the code with the app secret, checks the token (debug_token, /me) and makes then reuses the account', async () => {
    const sita = person('सीता श्रेष्ठ');
    const calls = providers.facebook.debugCalls.length;
    const first = await browser().signIn('facebook', { person: sita.id, decision: 'allow' });
    assert.equal(first.session?.statusCode, 200, first.session?.body);
    assert.equal(first.session?.json().user.slug.startsWith('sita-shreshtha'), true);
    assert.equal(first.session?.json().user.emailVerified, 'true');
    assert.equal((await userRow(sita.email!))?.facebook_id, sita.id);
    assert.ok(
      providers.facebook.debugCalls
        .slice(calls)
        .some((call) => call.accessToken === `${providers.facebook.appId}|${providers.facebook.appSecret}`),
    );
    const again = await browser().signIn('facebook', { person: sita.id, decision: 'allow' });
    assert.equal(again.session?.json().user.id, first.session?.json().user.id);
  });

  it('links a verified account by e-mail and keeps its password', async () => {
    const { email, password } = await signedInUser(t);
    const same = person('Same Person', { email });
    const linked = await browser().signIn('facebook', { person: same.id, decision: 'allow' });
    assert.equal(linked.session?.statusCode, 200, linked.session?.body);
    assert.equal((await userRow(email))?.facebook_id, same.id);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    assert.equal(login.statusCode, 200);
  });

  it('Cancel comes back as `denied`; a person without a confirmed e-mail as `email`; a tampered state as `state`', async () => {
    const before = await snapshotCounts(t);
    const cancelled = await browser().signIn('facebook', { person: person('Cancelling').id, decision: 'deny' });
    assert.equal(cancelled.callbackUrl.searchParams.get('error_reason'), 'user_denied');
    assert.equal(cancelled.location, '/login#social-error=denied&provider=facebook');

    const noMail = person('No Mail', { email: null });
    assert.equal(
      (await browser().signIn('facebook', { person: noMail.id, decision: 'allow' })).location,
      '/login#social-error=email&provider=facebook',
    );
    const unconfirmed = person('Unconfirmed', { emailVerified: false });
    assert.equal(
      (await browser().signIn('facebook', { person: unconfirmed.id, decision: 'allow' })).location,
      '/login#social-error=email&provider=facebook',
    );

    const b = browser();
    const callback = await b.atProvider(await b.start('facebook'), {
      person: person('Tampered').id,
      decision: 'allow',
    });
    callback.searchParams.set('state', 'A'.repeat(43));
    assert.equal((await b.callback(callback)).location, '/login#social-error=state&provider=facebook');
    assert.deepEqual(await snapshotCounts(t), before);
  });

  it('a code that does not check out at Graph ends as `failed`', async () => {
    const b = browser();
    const callback = await b.atProvider(await b.start('facebook'), {
      person: person('Forged Code').id,
      decision: 'allow',
    });
    callback.searchParams.set('code', 'forged-code');
    assert.equal((await b.callback(callback)).location, '/login#social-error=failed&provider=facebook');
  });
});

describe("the spec's token calls keep working with the stand-ins", () => {
  it('POST /api/auth/facebook takes a token the JavaScript SDK would have handed over', async () => {
    const bina = person('Bina Lama');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/facebook',
      payload: { accessToken: providers.facebook.issueToken(bina.id) },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.email, bina.email);
  });
});
