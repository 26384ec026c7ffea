import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { buildGateway, gatewayInFrontOfIdentity, signToken, startUpstream, type Upstream } from '../helpers.js';

const TOO_MANY = {
  status: 'rate-limited',
  message: 'Too many attempts. Please wait a minute and try again.',
  code: 'too-many-attempts',
};

describe('attempt limits (Redis)', () => {
  const suite = gatewayInFrontOfIdentity({ AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3' });

  const login = (email: string, ip: string) =>
    suite.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret1' },
      remoteAddress: ip,
    });

  test('per e-mail: the 4th login for one address within the window is refused, from any IP', async () => {
    for (let i = 1; i <= 3; i++) assert.equal((await login('Sita@Example.np', `10.0.1.${i}`)).statusCode, 200);
    // Same mailbox, other spelling, other IP: still the same counter.
    const refused = await login(' sita@example.np ', '10.0.1.9');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), TOO_MANY);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Another address is not affected.
    assert.equal((await login('ram@example.np', '10.0.1.10')).statusCode, 200);
  });

  test('per IP: the 6th attempt from one address is refused, whatever the e-mail', async () => {
    for (let i = 1; i <= 5; i++) assert.equal((await login(`user${i}@example.np`, '10.0.2.1')).statusCode, 200);
    const refused = await login('user6@example.np', '10.0.2.1');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), TOO_MANY);
    assert.equal((await login('user7@example.np', '10.0.2.2')).statusCode, 200);
  });

  test('a refused attempt never reaches identity', async () => {
    const before = suite.identity.received.length;
    const refused = await login('user8@example.np', '10.0.2.1');
    assert.equal(refused.statusCode, 429);
    assert.equal(suite.identity.received.length, before);
  });

  test('each action counts on its own, and routes without a limit are not counted', async () => {
    const ip = '10.0.3.1';
    for (let i = 1; i <= 5; i++) await login(`other${i}@example.np`, ip);
    assert.equal((await login('other6@example.np', ip)).statusCode, 429);
    const reset = await suite.gateway.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email: 'x@example.np' },
      remoteAddress: ip,
    });
    assert.equal(reset.statusCode, 200);
    const profile = await suite.gateway.inject({ method: 'GET', url: '/api/user/getbyslug/x', remoteAddress: ip });
    assert.equal(profile.statusCode, 200);
  });

  test('every listed route is limited per IP, the ones without an e-mail too', async () => {
    const routes = [
      { method: 'POST' as const, url: '/api/auth/register', payload: { email: 'new@example.np' } },
      { method: 'POST' as const, url: '/api/auth/reset/some-token', payload: { password: 'abc123' } },
      { method: 'POST' as const, url: '/api/auth/resendverificationemail', payload: { email: 'v@example.np' } },
      { method: 'GET' as const, url: '/api/auth/verifyemail/123456' },
    ];
    for (const [index, route] of routes.entries()) {
      const ip = `10.0.4.${index + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const payload = route.payload && 'email' in route.payload ? { email: `r${i}@example.np` } : route.payload;
        statuses.push(
          (await suite.gateway.inject({ method: route.method, url: route.url, payload, remoteAddress: ip })).statusCode,
        );
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429], route.url);
    }
  });

  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
  const rawPost = (url: string, raw: Buffer | string, ip: string) =>
    suite.gateway.inject({
      method: 'POST',
      url,
      payload: raw,
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });

  test('a body starting with a byte order mark counts for its e-mail, on login, reset and resend alike', async () => {
    for (const [index, url] of ['/api/auth/login', '/api/auth/reset', '/api/auth/resendverificationemail'].entries()) {
      const email = `bom${index}@example.np`;
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) {
        // Plain and byte-order-marked spellings of one address, each from its own IP: one counter.
        const json = Buffer.from(JSON.stringify({ email: i % 2 ? email.toUpperCase() : email, password: 'x' }));
        const raw = i % 2 ? Buffer.concat([BOM, json]) : json;
        statuses.push((await rawPost(url, raw, `10.0.8.${index * 10 + i}`)).statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429], url);
    }
  });

  test('an e-mail that is not text still counts per IP (identity refuses such a body)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await rawPost('/api/auth/login', JSON.stringify({ email: [`arr${i}@example.np`], password: 'x' }), '10.0.9.1'))
          .statusCode,
      );
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });

  const artistCode = (memberId: string | null, ip: string, code = 'KALA-GUESS') =>
    suite.gateway.inject({
      method: 'POST',
      url: '/api/users/validatecode',
      payload: { code },
      headers: memberId ? { authorization: `JWT ${signToken({ sub: memberId, role: 21 })}` } : {},
      remoteAddress: ip,
    });

  test('artist codes: the 4th guess of one account is refused from any IP, and never reaches identity', async () => {
    const member = randomUUID();
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) statuses.push((await artistCode(member, `10.0.10.${i}`, `KALA-${i}`)).statusCode);
    const seen = suite.identity.received.length;
    const refused = await artistCode(member, '10.0.10.9');
    assert.deepEqual([...statuses, refused.statusCode], [200, 200, 200, 429]);
    assert.deepEqual(refused.json(), TOO_MANY);
    assert.equal(suite.identity.received.length, seen);
    // Another member is not affected.
    assert.equal((await artistCode(randomUUID(), '10.0.10.10')).statusCode, 200);
  });

  test('artist codes: the 6th guess from one IP is refused, whichever accounts (or guests) make them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await artistCode(i === 2 ? null : randomUUID(), '10.0.11.1')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });

  test('the body of a limited route reaches identity unchanged', async () => {
    const payload = '{"email":"Body@Example.np","password":"pässwörd1","confirm-password":"pässwörd1","name":"गीता"}';
    await suite.gateway.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      remoteAddress: '10.0.5.1',
    });
    const seen = suite.identity.received.at(-1)!;
    assert.equal(seen.body.toString(), payload);
    assert.equal(seen.headers['content-type'], 'application/json; charset=utf-8');
  });
});

describe('attempt limits on inquiries (spam)', () => {
  let catalogue: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    catalogue = await startUpstream();
    gateway = await buildGateway({
      CATALOGUE_URL: catalogue.url,
      AUTH_RATE_LIMIT_PER_IP: '4',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
    });
  });
  after(async () => {
    await gateway?.close();
    await catalogue?.close();
  });

  const inquiry = (url: string, email: string, ip: string) =>
    gateway.inject({
      method: 'POST',
      url,
      payload: { name: 'Sita', email, phone: '9800000000', message: 'Is it still available?' },
      remoteAddress: ip,
    });

  test('both inquiry forms share one counter per e-mail, and the refused one never reaches catalogue', async () => {
    assert.equal((await inquiry('/api/exhibition/message', 'buyer@example.np', '10.0.6.1')).statusCode, 200);
    assert.equal((await inquiry('/api/sendemail', 'Buyer@Example.np', '10.0.6.2')).statusCode, 200);
    const seen = catalogue.received.length;
    const refused = await inquiry('/api/sendemail', 'buyer@example.np', '10.0.6.3');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), TOO_MANY);
    assert.equal(catalogue.received.length, seen);
    assert.equal(catalogue.received.at(-1)?.url, '/api/sendemail');
  });

  test('per IP, whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await inquiry('/api/exhibition/message', `b${i}@example.np`, '10.0.7.1')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  });
});
