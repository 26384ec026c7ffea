import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints';
import { EMAIL_VERIFIED_MARK_TTL_SECONDS, emailVerifiedKey } from '@art/kit';
import { testEnv } from '@art/testing';
import { Redis } from 'ioredis';
import { closedToUnverified, countedAsWrite, ROUTE_TABLE } from '../../src/route-table.js';
import { buildGateway, closedPort, signToken, startUpstream, type Upstream } from '../helpers.js';

const NOT_VERIFIED = {
  status: 'email-not-verified',
  message: 'Please verify your e-mail address first',
  code: 'email-not-verified',
};
const PREFIX = `gateway-test:${randomUUID()}:session-version:`;

describe('which writes an unverified member is refused', () => {
  test('every counted write but the listed ones: its sessions, blocks, cart and notifications', () => {
    const closed = ROUTE_TABLE.filter(closedToUnverified).map((entry) => `${entry.method} ${entry.path}`);
    for (const write of [
      'POST /api/post/new',
      'PUT /api/post/update/:id',
      'POST /api/v2/post/comments/new',
      'POST /api/v2/artwork/comment/new',
      'POST /api/post/like',
      'POST /api/secure/followartist',
      'POST /api/user/order',
      'POST /api/payment/handoff',
      'POST /api/artwork/upload',
      'POST /api/user/art/upload',
      'POST /api/user/update',
      'POST /api/users/become-artist',
      'POST /api/users/validatecode',
      'POST /api/rooms/init',
      'POST /api/rooms/:roomId/messages',
      'POST /api/message/picture',
    ])
      assert.ok(closed.includes(write), write);
    const open = ROUTE_TABLE.filter((entry) => !closedToUnverified(entry)).map((e) => `${e.method} ${e.path}`);
    for (const call of [
      'POST /api/auth/logout',
      'POST /api/auth/logout-everywhere',
      'POST /api/auth/resendverificationemail',
      'GET /api/auth/verifyemail/:code',
      'POST /api/auth/login',
      // Guests send inquiries too: refusing a signed-in one would only ask it to sign out first.
      'POST /api/sendemail',
      'POST /api/exhibition/message',
      'POST /api/cart/addItem',
      'PATCH /api/user/:id',
      'PUT /api/notifications/preferences',
      'GET /api/feed/allPosts',
    ])
      assert.ok(open.includes(call), call);
    // Every line of the allow-list is a write that would otherwise be refused.
    for (const route of PUBLIC_ENDPOINTS.filter((endpoint) => endpoint.openToUnverified))
      assert.ok(countedAsWrite(route), `${route.method} ${route.path}`);
  });
});

describe('verified members (Redis)', () => {
  let service: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  const redis = new Redis(testEnv.redisUrl);
  before(async () => {
    service = await startUpstream();
    gateway = await buildGateway({
      SERVICE_URLS: JSON.stringify(
        Object.fromEntries(
          ['identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification'].map((name) => [
            name,
            service.url,
          ]),
        ),
      ),
      SESSION_VERSION_PREFIX: PREFIX,
    });
  });
  after(async () => {
    await gateway?.close();
    await service?.close();
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const tokenOf = (userId: string, ev: boolean | undefined) =>
    `JWT ${signToken({ sub: userId, role: 21, sv: 0, jti: randomUUID(), ...(ev === undefined ? {} : { ev }) })}`;
  const multipartHeaders = { 'content-type': 'multipart/form-data; boundary=x' };
  const form = '--x\r\ncontent-disposition: form-data; name="post"\r\n\r\nHello\r\n--x--\r\n';
  /** A post, a comment on a post and on an artwork, an order, uploads and a chat message over HTTP. */
  const WRITES = [
    { method: 'POST', url: '/api/post/new', payload: form, headers: multipartHeaders },
    { method: 'POST', url: '/api/v2/post/comments/new', payload: { postId: 'p1', comment: 'Lovely' } },
    { method: 'POST', url: '/api/v2/artwork/comment/new', payload: { productId: 'a1', comment: 'Lovely' } },
    { method: 'POST', url: '/api/user/order', payload: { paymentMethod: 'cash' } },
    { method: 'POST', url: '/api/artwork/upload', payload: form, headers: multipartHeaders },
    { method: 'POST', url: '/api/user/art/upload', payload: form, headers: multipartHeaders },
    { method: 'POST', url: '/api/message/picture', payload: form, headers: multipartHeaders },
    { method: 'POST', url: '/api/rooms/r1/messages', payload: { message: 'Namaste' } },
  ] as const;
  const send = (authorization: string, write: (typeof WRITES)[number]) =>
    gateway.inject({
      method: write.method,
      url: write.url,
      payload: write.payload,
      headers: { authorization, ...('headers' in write ? write.headers : {}) },
    });

  test('an unverified member is refused every member write with 403 and the fix, before any service', async () => {
    const unverified = tokenOf(randomUUID(), false);
    const seen = service.received.length;
    for (const write of WRITES) {
      const refused = await send(unverified, write);
      assert.equal(refused.statusCode, 403, `${write.url}: ${refused.body}`);
      assert.deepEqual(refused.json(), NOT_VERIFIED, write.url);
    }
    assert.equal(service.received.length, seen, 'no refused write reached a service');
  });

  test('an artist code is refused to an unverified member before its attempt is counted; a verified one redeems', async () => {
    const redeem = (authorization: string) =>
      gateway.inject({
        method: 'POST',
        url: '/api/users/validatecode',
        payload: { code: 'KALA-1234' },
        headers: { authorization },
      });
    const userId = randomUUID();
    const unverified = tokenOf(userId, false);
    const seen = service.received.length;
    // More than the per-account attempt limit (AUTH_RATE_LIMIT_PER_EMAIL, 10): none is counted.
    for (let i = 0; i < 12; i++) {
      const refused = await redeem(unverified);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.deepEqual(refused.json(), NOT_VERIFIED);
    }
    assert.equal(service.received.length, seen, 'no refused code reached identity');
    // Verified since (identity's mark): the code goes through, its attempts untouched.
    await redis.set(emailVerifiedKey(userId, PREFIX), '1', 'EX', EMAIL_VERIFIED_MARK_TTL_SECONDS);
    const redeemed = await redeem(unverified);
    assert.equal(redeemed.statusCode, 200, redeemed.body);
    assert.equal(service.received.at(-1)?.url, '/api/users/validatecode');
    assert.equal((await redeem(tokenOf(randomUUID(), true))).statusCode, 200);
  });

  test('an unverified member still reads, signs out, asks for the code again and fills its cart', async () => {
    const unverified = tokenOf(randomUUID(), false);
    const calls = [
      { method: 'GET', url: '/api/feed/allPosts' },
      { method: 'POST', url: '/api/auth/authenticate' },
      { method: 'POST', url: '/api/auth/resendverificationemail', payload: { email: 'sita@example.com' } },
      { method: 'POST', url: '/api/cart/addItem', payload: { productId: 'a1' } },
      { method: 'PUT', url: '/api/notifications/preferences', payload: { likes: false } },
      { method: 'POST', url: '/api/auth/logout-everywhere' },
      { method: 'POST', url: '/api/auth/logout' },
    ] as const;
    for (const call of calls) {
      const answer = await gateway.inject({ ...call, headers: { authorization: unverified } });
      assert.equal(answer.statusCode, 200, `${call.method} ${call.url}: ${answer.body}`);
    }
  });

  test('a verified member, and a token from before the claim, write as before', async () => {
    for (const token of [tokenOf(randomUUID(), true), tokenOf(randomUUID(), undefined)]) {
      for (const write of WRITES) assert.equal((await send(token, write)).statusCode, 200, write.url);
    }
  });

  test('a member who verifies after signing in may write with the same token', async () => {
    const userId = randomUUID();
    const token = tokenOf(userId, false);
    assert.equal((await send(token, WRITES[0])).statusCode, 403);
    // What identity writes when the mailed code is entered.
    await redis.set(emailVerifiedKey(userId, PREFIX), '1', 'EX', EMAIL_VERIFIED_MARK_TTL_SECONDS);
    for (const write of WRITES) assert.equal((await send(token, write)).statusCode, 200, write.url);
    // The mark is the member's, not anyone's: another unverified member is still refused.
    assert.equal((await send(tokenOf(randomUUID(), false), WRITES[0])).statusCode, 403);
  });

  test('guests are not this rule’s business (the services ask them to sign in)', async () => {
    const answer = await gateway.inject({ method: 'POST', url: '/api/post/like', payload: { postId: 'p1' } });
    assert.equal(answer.statusCode, 200);
  });
});

describe('verified members with Redis unreachable', () => {
  let service: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    service = await startUpstream();
    const deadRedis = (await closedPort()).replace('http://', 'redis://');
    gateway = await buildGateway({ SOCIAL_URL: service.url, REDIS_URL: deadRedis });
  });
  after(async () => {
    await gateway?.close();
    await service?.close();
  });

  const post = (ev: boolean) =>
    gateway.inject({
      method: 'POST',
      url: '/api/post/like',
      payload: { postId: 'p1' },
      headers: { authorization: `JWT ${signToken({ sub: randomUUID(), role: 21, sv: 0, ev })}` },
    });

  test('the token’s word stands: a verified member writes, an unverified one is still refused', async () => {
    assert.equal((await post(true)).statusCode, 200);
    const refused = await post(false);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), NOT_VERIFIED);
  });
});
