import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints';
import { ATTEMPT_LIMITED_ROUTES, countedAsWrite, ROUTE_TABLE } from '../../src/route-table.js';
import { buildGateway, signToken, startUpstream, type Upstream } from '../helpers.js';

const TOO_MANY = {
  status: 'rate-limited',
  message: 'Too many requests, please try again later.',
  code: 'too-many-requests',
};

describe('which calls the write limit counts', () => {
  test('every POST, PUT, PATCH and DELETE but the listed reads, the webhook and the attempts; the cart removal GET', () => {
    const counted = ROUTE_TABLE.filter(countedAsWrite).map((entry) => `${entry.method} ${entry.path}`);
    assert.ok(counted.includes('POST /api/post/new'));
    assert.ok(counted.includes('POST /api/rooms/:roomId/messages'));
    assert.ok(counted.includes('DELETE /api/post/delete/:id'));
    assert.ok(counted.includes('GET /api/cart/removeItem'));
    assert.ok(!counted.includes('POST /api/auth/authenticate'));
    assert.ok(!counted.includes('POST /api/payment/stripe/webhook'));
    assert.ok(!counted.includes('GET /api/feed/allPosts'));
    // Sign-in and the other attempts have their own counters; an artist code is a member's write too.
    assert.ok(!counted.includes('POST /api/auth/login'));
    assert.ok(!counted.includes('POST /api/sendemail'));
    assert.ok(counted.includes('POST /api/users/validatecode'));
    const writes = ROUTE_TABLE.filter((entry) => entry.method !== 'GET');
    // POSTs that only read, and the provider's webhook, are declared `write: false`.
    const notCountedWrites = PUBLIC_ENDPOINTS.filter(
      (endpoint) => endpoint.method !== 'GET' && endpoint.write === false,
    );
    const attempts = ATTEMPT_LIMITED_ROUTES.filter((route) => route.method !== 'GET' && !route.memberWrite);
    assert.equal(
      counted.filter((line) => !line.startsWith('GET ')).length,
      writes.length - notCountedWrites.length - attempts.length,
    );
  });
});

describe('write limits (Redis)', () => {
  let service: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    // One stand-in answers for every service: what is counted is the gateway's business.
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
      WRITE_RATE_LIMIT_PER_USER: '3',
      WRITE_RATE_LIMIT_PER_GUEST_IP: '2',
    });
  });
  after(async () => {
    await gateway?.close();
    await service?.close();
  });

  const member = () => `JWT ${signToken({ sub: randomUUID(), role: 21 })}`;
  const like = (authorization: string | undefined, ip = '10.1.0.1') =>
    gateway.inject({
      method: 'POST',
      url: '/api/post/like',
      payload: { postId: 'p1' },
      headers: authorization ? { authorization } : {},
      remoteAddress: ip,
    });

  test('per user: the 4th write within the window is refused, from any address, with Retry-After', async () => {
    const sita = member();
    const statuses = [];
    for (let i = 1; i <= 3; i++) statuses.push((await like(sita, `10.1.1.${i}`)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200]);
    const seen = service.received.length;
    const refused = await like(sita, '10.1.1.9');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), TOO_MANY);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${refused.headers['retry-after']}`);
    assert.equal(service.received.length, seen, 'a refused write never reaches the service');
    // Every kind of write shares the user's budget.
    const deleted = await gateway.inject({
      method: 'DELETE',
      url: '/api/post/delete/p1',
      headers: { authorization: sita },
    });
    assert.equal(deleted.statusCode, 429);
  });

  test('other members are not affected, nor are the limited member’s reads', async () => {
    const hari = member();
    for (let i = 0; i < 3; i++) await like(hari);
    assert.equal((await like(hari)).statusCode, 429);
    assert.equal((await like(member())).statusCode, 200);
    const feed = await gateway.inject({ method: 'GET', url: '/api/feed/allPosts', headers: { authorization: hari } });
    assert.equal(feed.statusCode, 200);
    // A POST that only reads (the shell's session check) is not counted either.
    const check = await gateway.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: hari },
    });
    assert.equal(check.statusCode, 200);
  });

  test('redeeming an artist code spends the member’s write budget as any write does', async () => {
    const gita = member();
    const redeem = () =>
      gateway.inject({
        method: 'POST',
        url: '/api/users/validatecode',
        payload: { code: 'KALA-1234' },
        headers: { authorization: gita },
        remoteAddress: '10.1.4.1',
      });
    assert.deepEqual(
      [(await redeem()).statusCode, (await redeem()).statusCode, (await redeem()).statusCode],
      [200, 200, 200],
    );
    const refused = await like(gita);
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), TOO_MANY);
    assert.equal((await redeem()).statusCode, 429);
  });

  test('guests per IP: the 3rd write from one address is refused; another address, or a member there, goes on', async () => {
    const ip = '10.1.2.1';
    assert.deepEqual([(await like(undefined, ip)).statusCode, (await like(undefined, ip)).statusCode], [200, 200]);
    const refused = await like(undefined, ip);
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), TOO_MANY);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await like(undefined, '10.1.2.2')).statusCode, 200);
    assert.equal((await like(member(), ip)).statusCode, 200);
    const read = await gateway.inject({ method: 'GET', url: '/api/feed/allPosts', remoteAddress: ip });
    assert.equal(read.statusCode, 200);
  });

  test('the GET that writes (cart removal) is counted; Stripe’s webhook never is', async () => {
    const buyer = member();
    const remove = () =>
      gateway.inject({ method: 'GET', url: '/api/cart/removeItem?id=a1', headers: { authorization: buyer } });
    assert.deepEqual(
      [
        (await remove()).statusCode,
        (await remove()).statusCode,
        (await remove()).statusCode,
        (await remove()).statusCode,
      ],
      [200, 200, 200, 429],
    );
    const ip = '10.1.3.1';
    for (let i = 0; i < 5; i++) {
      const webhook = await gateway.inject({
        method: 'POST',
        url: '/api/payment/stripe/webhook',
        payload: { type: 'checkout.session.completed' },
        remoteAddress: ip,
      });
      assert.equal(webhook.statusCode, 200);
    }
  });
});
