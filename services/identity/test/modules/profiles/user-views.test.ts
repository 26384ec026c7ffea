import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedInUser } from '../../helpers/accounts.js';
import { startTestApp, type TestContext } from '../../helpers/test-app.js';
import { multipart } from '../../helpers/uploads.js';

let t: TestContext;
after(async () => {
  await t?.close();
});

// Values that appear nowhere else, so that a leak is found wherever it sits in an answer.
const PERSONAL = {
  dob: '02/29/1988',
  address: 'Tole Unique-Address-7731, Bhaktapur',
  phone: '9807731773',
  shippingAddress: 'Shipping-Lane-7731',
};

type Account = Awaited<ReturnType<typeof signedInUser>>;
type Caller = { who: 'guest' | 'stranger' | 'owner'; headers: Record<string, string> };

/** The personal fields a view of the owner shows, and whether any of the owner's values leak. */
function personalFieldsIn(user: Record<string, any>) {
  return {
    email: 'email' in user,
    dob: 'dob' in (user.info ?? {}),
    address: 'address' in (user.info ?? {}),
    shippingInfo: 'shippingInfo' in user,
  };
}
const ALL = { email: true, dob: true, address: true, shippingInfo: true };
const NONE = { email: false, dob: false, address: false, shippingInfo: false };

function assertNoLeak(body: string, owner: Account, label: string) {
  for (const value of [owner.email, PERSONAL.dob, PERSONAL.address, PERSONAL.phone, PERSONAL.shippingAddress])
    assert.equal(body.toLowerCase().includes(value.toLowerCase()), false, `${label} shows ${value}`);
}

let owner: Account;
let stranger: Account;
let callers: Caller[];

before(async () => {
  t = await startTestApp();
  await t.app.studio.addCodes(['VIEWS-STUDIO-01']);
  owner = await signedInUser(t, { name: 'Maya Private Owner' });
  stranger = await signedInUser(t, { name: 'Hari Stranger' });
  const form = await multipart([
    ['name', 'Maya Private Owner'],
    ['info.dob', PERSONAL.dob],
    ['info.address', PERSONAL.address],
    ['shippingInfo.country', 'Nepal'],
    ['shippingInfo.city', 'Bhaktapur'],
    ['shippingInfo.state', 'Bagmati'],
    ['shippingInfo.postalCode', '44800'],
    ['shippingInfo.address', PERSONAL.shippingAddress],
    ['shippingInfo.phoneNumber', PERSONAL.phone],
  ]);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: { ...owner.auth, ...form.headers },
    payload: form.payload,
  });
  assert.equal(saved.statusCode, 200, saved.body);
  callers = [
    { who: 'guest', headers: {} },
    { who: 'stranger', headers: stranger.auth },
    { who: 'owner', headers: owner.auth },
  ];
});

describe('views of a user: the personal fields go to their owner only', () => {
  it('profiles by slug and by id: the public view for guests and strangers, the owner’s for the owner', async () => {
    for (const url of [`/api/user/getbyslug/${owner.user.slug}`, `/api/user/get/${owner.user.id}`]) {
      for (const caller of callers) {
        const response = await t.app.inject({ method: 'GET', url, headers: caller.headers });
        const label = `${caller.who} GET ${url}`;
        assert.equal(response.statusCode, 200, label);
        const user = response.json().message;
        assert.equal(user.id, owner.user.id, label);
        assert.equal(user.name, 'Maya Private Owner', label);
        if (caller.who === 'owner') {
          assert.deepEqual(personalFieldsIn(user), ALL, label);
          assert.equal(user.info.dob, PERSONAL.dob);
          assert.equal(user.info.address, PERSONAL.address);
          assert.equal(user.shippingInfo.phoneNumber, PERSONAL.phone);
        } else {
          assert.deepEqual(personalFieldsIn(user), NONE, label);
          assertNoLeak(response.body, owner, label);
        }
      }
    }
  });

  it('the signed-in routes answer the caller’s own account: guests are refused, a stranger sees only themself', async () => {
    const selfRoutes = [
      { method: 'GET' as const, url: '/api/user/profile', userOf: (body: any) => body.message },
      { method: 'POST' as const, url: '/api/auth/authenticate', userOf: (body: any) => body.user },
    ];
    for (const route of selfRoutes) {
      for (const caller of callers) {
        const response = await t.app.inject({ method: route.method, url: route.url, headers: caller.headers });
        const label = `${caller.who} ${route.method} ${route.url}`;
        if (caller.who === 'guest') {
          assert.equal(response.statusCode, 401, label);
          assertNoLeak(response.body, owner, label);
          continue;
        }
        assert.equal(response.statusCode, 200, label);
        const user = route.userOf(response.json());
        assert.equal(user.id, caller.who === 'owner' ? owner.user.id : stranger.user.id, label);
        assert.deepEqual(personalFieldsIn(user), ALL, label);
        if (caller.who === 'stranger') assertNoLeak(response.body, owner, label);
        else assert.equal(user.info.dob, PERSONAL.dob, label);
      }
    }
  });

  it('a sign-in answers the owner’s view to whoever proved the password, and nothing to a wrong one', async () => {
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    assert.equal(right.statusCode, 200);
    assert.deepEqual(personalFieldsIn(right.json().user), ALL);
    assert.equal(right.json().user.info.address, PERSONAL.address);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'not-the-password-9' },
    });
    assert.equal(wrong.statusCode, 401);
    assertNoLeak(wrong.body, owner, 'wrong password');
  });

  it('redeeming an artist code answers the redeemer’s own view; a guest is refused', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      payload: { code: 'VIEWS-STUDIO-01' },
    });
    assert.equal(guest.statusCode, 401);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      headers: stranger.auth,
      payload: { code: 'VIEWS-STUDIO-01' },
    });
    assert.equal(redeemed.statusCode, 200, redeemed.body);
    assert.equal(redeemed.json().user.id, stranger.user.id);
    assertNoLeak(redeemed.body, owner, 'stranger redeems');
  });

  it('every documented answer with a user in it is one of the routes walked above (a new one must be added here)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const userShaped = (schema: any): boolean =>
      Boolean(schema) &&
      typeof schema === 'object' &&
      ((schema.properties?.info && schema.properties?.slug) ||
        Object.values(schema.properties ?? {}).some(userShaped) ||
        [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(userShaped));
    const found: string[] = [];
    for (const [path, operations] of Object.entries<any>(document.paths))
      for (const [method, operation] of Object.entries<any>(operations)) {
        const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
        if (userShaped(schema)) found.push(`${method.toUpperCase()} ${path}`);
      }
    assert.deepEqual(found.sort(), [
      // Google and Facebook sign-ins answer like the login (sessionResponse, tested in social.test.ts).
      'GET /api/user/get/{id}',
      'GET /api/user/getbyslug/{slug}',
      'GET /api/user/profile',
      'POST /api/auth/authenticate',
      'POST /api/auth/facebook',
      'POST /api/auth/google',
      'POST /api/auth/login',
      // The session a Google or Facebook sign-in hands to /login by its one-time code.
      'POST /api/auth/social/session',
      'POST /api/user/update',
      // The operator's second factor and a renewed session answer like the login too, to whoever
      // proved the account theirs (tested in operators/ and moderation-decisions/).
      'POST /api/users/login/second-factor',
      'POST /api/users/session/refresh',
      'POST /api/users/validatecode',
    ]);
  });
});
