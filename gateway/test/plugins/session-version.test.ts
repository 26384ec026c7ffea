import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { SESSION_REVOKED, SIGNED_OUT, sessionVersionKey, signedOutSessionKey } from '@art/kit';
import { testEnv } from '@art/testing';
import { Redis } from 'ioredis';
import { buildGateway, closedPort, gatewayInFrontOfIdentity, signToken, startUpstream } from '../helpers.js';

const PREFIX = `gateway-test:${randomUUID()}:session-version:`;

describe('session versions (Redis)', () => {
  const suite = gatewayInFrontOfIdentity({ SESSION_VERSION_PREFIX: PREFIX });
  const redis = new Redis(testEnv.redisUrl);
  after(async () => {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const call = (token: string) =>
    suite.gateway.inject({ method: 'POST', url: '/api/auth/authenticate', headers: { authorization: `JWT ${token}` } });

  test('a token older than its user’s sessions is refused with 401 and the revoked message', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 0 });
    assert.equal((await call(token)).statusCode, 200, 'no version stored yet: the token passes');
    await redis.set(sessionVersionKey(userId, PREFIX), '1');
    const before = suite.identity.received.length;
    const refused = await call(token);
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(refused.json(), { status: 'unauthorized', message: SESSION_REVOKED, code: 'session-revoked' });
    assert.equal(suite.identity.received.length, before, 'the service was not called');
  });

  test('a token without `sv` counts as version 0', async () => {
    const userId = randomUUID();
    await redis.set(sessionVersionKey(userId, PREFIX), '2');
    assert.equal((await call(signToken({ sub: userId, role: 21 }))).statusCode, 401);
  });

  test('a token with the current (or a newer) version passes', async () => {
    const userId = randomUUID();
    await redis.set(sessionVersionKey(userId, PREFIX), '3');
    const response = await call(signToken({ sub: userId, role: 21, sv: 3 }));
    assert.equal(response.statusCode, 200);
    assert.equal(suite.identity.received.at(-1)!.headers['x-user-id'], userId);
    assert.equal((await call(signToken({ sub: userId, role: 21, sv: 4 }))).statusCode, 200);
  });

  test('a logged-out session is refused with its own message; another session of the user passes', async () => {
    const userId = randomUUID();
    const [phone, laptop] = [randomUUID(), randomUUID()];
    const phoneToken = signToken({ sub: userId, role: 21, sv: 0, jti: phone });
    const laptopToken = signToken({ sub: userId, role: 21, sv: 0, jti: laptop });
    assert.equal((await call(phoneToken)).statusCode, 200);
    await redis.set(signedOutSessionKey(phone, PREFIX), '1', 'EX', 60);
    const before = suite.identity.received.length;
    const refused = await call(phoneToken);
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(refused.json(), { status: 'unauthorized', message: SIGNED_OUT, code: 'signed-out' });
    assert.equal(suite.identity.received.length, before, 'the service was not called');
    assert.equal((await call(laptopToken)).statusCode, 200);
    // A token without a session id (issued before ids existed) cannot be logged out alone.
    assert.equal((await call(signToken({ sub: userId, role: 21, sv: 0 }))).statusCode, 200);
  });

  test('a token already verified (cached) is still checked against the version', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 1 });
    await redis.set(sessionVersionKey(userId, PREFIX), '1');
    assert.equal((await call(token)).statusCode, 200);
    assert.equal((await call(token)).statusCode, 200);
    await redis.set(sessionVersionKey(userId, PREFIX), '2');
    assert.equal((await call(token)).statusCode, 401);
  });
});

describe('session versions with a cache', () => {
  const suite = gatewayInFrontOfIdentity({ SESSION_VERSION_PREFIX: PREFIX, SESSION_VERSION_CACHE_MS: '300' });
  const redis = new Redis(testEnv.redisUrl);
  after(async () => {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  test('a bumped version is seen once the cached read is older than SESSION_VERSION_CACHE_MS', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 0 });
    const call = () =>
      suite.gateway.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `JWT ${token}` } });
    assert.equal((await call()).statusCode, 200);
    await redis.set(sessionVersionKey(userId, PREFIX), '1');
    assert.equal((await call()).statusCode, 200, 'within the cache period the last read holds');
    await new Promise((resolve) => setTimeout(resolve, 350));
    assert.equal((await call()).statusCode, 401);
  });
});

describe('session versions with Redis unreachable', () => {
  let identity: Awaited<ReturnType<typeof startUpstream>>;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    identity = await startUpstream();
    const deadRedis = (await closedPort()).replace('http://', 'redis://');
    gateway = await buildGateway({ IDENTITY_URL: identity.url, REDIS_URL: deadRedis });
  });
  after(async () => {
    await gateway?.close();
    await identity?.close();
  });

  test('the gateway starts, and a signed-in call passes (fail open)', async () => {
    const userId = randomUUID();
    const started = Date.now();
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { authorization: `JWT ${signToken({ sub: userId, role: 21, sv: 0 })}` },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(identity.received.at(-1)!.headers['x-user-id'], userId);
    assert.ok(Date.now() - started < 1000, 'answered without waiting for Redis');
  });

  test('attempt-limited routes still answer (limits skipped)', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sita@example.np', password: 'secret1' },
    });
    assert.equal(response.statusCode, 200);
  });
});
