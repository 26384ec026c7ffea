import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { SessionRevoked, UserVerified } from '@art/contracts';
import {
  type Bus,
  connectBus,
  emailVerifiedKey,
  ensureStream,
  SESSION_REVOKED,
  SIGNED_OUT,
  sessionVersionKey,
  signedOutSessionKey,
} from '@art/kit';
import { type RedisCommandFeed, testEnv, uniqueStreamPrefix, watchRedisCommands } from '@art/testing';
import { Redis } from 'ioredis';
import { buildGateway, signToken, startUpstream, type Upstream } from '../helpers.js';

/**
 * The session cache (kit sessionStates and listenToSessionEvents, plugins/session-events.ts)
 * against a real Redis and a real NATS: a warm cache asks Redis nothing, identity's events on the bus refuse a revoked
 * session at once, and a read is renewed from Redis after its time (the safety net).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const envelope = (type: string, data: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  actor: { userId: null, role: null },
  data,
});

describe('session cache: revocations heard on the bus, Redis read only when a kept read runs out', () => {
  const busPrefix = uniqueStreamPrefix();
  const PREFIX = `gateway-test:${randomUUID()}:session-version:`;
  let identity: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let bus: Bus;
  const redis = new Redis(testEnv.redisUrl);
  /** Every command any client sent Redis that names one of this suite's keys. */
  let monitor: RedisCommandFeed | undefined;
  const commands = () => monitor?.commands ?? [];

  before(async () => {
    monitor = await watchRedisCommands(testEnv.redisUrl, (args) => args.some((arg) => arg.startsWith(PREFIX)));
    identity = await startUpstream();
    gateway = await buildGateway({
      IDENTITY_URL: identity.url,
      SOCIAL_URL: identity.url,
      SESSION_VERSION_PREFIX: PREFIX,
      SESSION_VERSION_CACHE_MS: '300',
      SESSION_STATE_CACHE_MS: '60000',
      NATS_URL: testEnv.natsUrl,
      BUS_PREFIX: busPrefix,
    });
    bus = await connectBus({ url: testEnv.natsUrl, name: 'gateway-test', prefix: busPrefix });
    await until('the gateway to listen to the revocations', () => gateway.sessionStates.heard());
  });

  after(async () => {
    await gateway?.close();
    await identity?.close();
    await bus?.jsm.streams.delete(bus.streamName('IDENTITY')).catch(() => undefined);
    await bus?.nc.close();
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    monitor?.close();
  });

  const call = (token: string) =>
    gateway.inject({ method: 'POST', url: '/api/auth/authenticate', headers: { authorization: `JWT ${token}` } });

  /** Published as identity's outbox relay publishes: JSON of the envelope on `<prefix>.<type>`. */
  const publish = async (type: string, data: Record<string, unknown>) => {
    bus.nc.publish(bus.subject(type), JSON.stringify(envelope(type, data)));
    await bus.nc.flush();
  };

  /** Redis commands that named `userId`'s keys (the MONITOR feed lags a little: wait for the PING). */
  async function commandsFor(userId: string): Promise<string[][]> {
    const marker = `${PREFIX}marker:${randomUUID()}`;
    await redis.get(marker);
    await until('the monitor to catch up', () => commands().some((args) => args.includes(marker)));
    return commands().filter((args) => args.some((arg) => arg.includes(userId)));
  }

  test('a warm cache sends Redis nothing: 200 calls, one MGET', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 1, jti: randomUUID(), ev: true });
    await redis.set(sessionVersionKey(userId, PREFIX), '1');
    for (let i = 0; i < 200; i++) assert.equal((await call(token)).statusCode, 200);
    const sent = await commandsFor(userId);
    assert.equal(sent.filter((args) => args[0].toLowerCase() === 'mget').length, 1, JSON.stringify(sent));
    assert.equal(sent.filter((args) => args[0].toLowerCase() !== 'set').length, 1, 'no other command on the hot path');
  });

  test('identity.session.revoked with a version: the next call is refused, before Redis says so', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 1, jti: randomUUID(), ev: true });
    assert.equal((await call(token)).statusCode, 200);
    // Identity writes Redis after the commit that sends the event: here it has not yet.
    await publish(SessionRevoked.type, { userId, sessionVersion: 2, reason: 'password-reset' });
    await until('the event to be applied', async () => (await call(token)).statusCode === 401, 2000);
    const before = identity.received.length;
    const refused = await call(token);
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(refused.json(), { status: 'unauthorized', message: SESSION_REVOKED, code: 'session-revoked' });
    assert.equal(identity.received.length, before, 'the service was not called');
    // A token of the new version (signed in again) passes.
    assert.equal(
      (await call(signToken({ sub: userId, role: 21, sv: 2, jti: randomUUID(), ev: true }))).statusCode,
      200,
    );
  });

  test('logout (identity.session.revoked with the session id): that session is refused, another one passes', async () => {
    const userId = randomUUID();
    const [phone, laptop] = [randomUUID(), randomUUID()];
    const phoneToken = signToken({ sub: userId, role: 21, sv: 0, jti: phone, ev: true });
    const laptopToken = signToken({ sub: userId, role: 21, sv: 0, jti: laptop, ev: true });
    assert.equal((await call(phoneToken)).statusCode, 200);
    assert.equal((await call(laptopToken)).statusCode, 200);
    await publish(SessionRevoked.type, { userId, sessionId: phone, reason: 'logout' });
    await until('the event to be applied', async () => (await call(phoneToken)).statusCode === 401, 2000);
    const refused = await call(phoneToken);
    assert.deepEqual(refused.json(), { status: 'unauthorized', message: SIGNED_OUT, code: 'signed-out' });
    assert.equal((await call(laptopToken)).statusCode, 200, 'the other session holds');
  });

  test('an event published through the IDENTITY stream (as the outbox relay does) is heard too', async () => {
    await ensureStream(bus, 'IDENTITY', 'identity');
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 3, jti: randomUUID(), ev: true });
    assert.equal((await call(token)).statusCode, 200);
    const event = envelope(SessionRevoked.type, { userId, sessionVersion: 4, reason: 'logout-everywhere' });
    await bus.js.publish(bus.subject(SessionRevoked.type), JSON.stringify(event), { msgID: event.id });
    await until('the event to be applied', async () => (await call(token)).statusCode === 401, 2000);
  });

  test('a replayed older version does not lower the floor', async () => {
    const userId = randomUUID();
    await publish(SessionRevoked.type, { userId, sessionVersion: 5, reason: 'role-change' });
    await publish(SessionRevoked.type, { userId, sessionVersion: 3, reason: 'password-reset' });
    await sleep(50);
    assert.equal((await call(signToken({ sub: userId, role: 21, sv: 4, ev: true }))).statusCode, 401);
    assert.equal((await call(signToken({ sub: userId, role: 21, sv: 5, ev: true }))).statusCode, 200);
  });

  test('a changed session version in Redis (its event lost) is seen once the kept read runs out', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 0, ev: true });
    assert.equal((await call(token)).statusCode, 200);
    await redis.set(sessionVersionKey(userId, PREFIX), '1');
    assert.equal((await call(token)).statusCode, 200, 'the kept read holds while the events are heard');
    gateway.sessionStates.setHeard(false);
    try {
      // Not hearing the events: a read is kept SESSION_VERSION_CACHE_MS (300 ms) only.
      await sleep(350);
      assert.equal((await call(token)).statusCode, 401);
    } finally {
      gateway.sessionStates.setHeard(true);
    }
  });

  test('a logged-out mark in Redis (its event lost) is seen once the kept read runs out', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 0, jti: sessionId, ev: true });
    assert.equal((await call(token)).statusCode, 200);
    await redis.set(signedOutSessionKey(sessionId, PREFIX), '1', 'EX', 60);
    gateway.sessionStates.setHeard(false);
    try {
      await sleep(350);
      assert.equal((await call(token)).statusCode, 401);
    } finally {
      gateway.sessionStates.setHeard(true);
    }
  });

  test('an unverified member: the read is kept the short time, and identity.user.verified renews it at once', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 0, ev: false });
    const write = () =>
      gateway.inject({
        method: 'POST',
        url: '/api/v2/post/comments/new',
        headers: { authorization: `JWT ${token}` },
        payload: { postId: 'p1', comment: 'Lovely' },
      });
    assert.equal((await write()).statusCode, 403, 'an unverified member may not post');
    await redis.set(emailVerifiedKey(userId, PREFIX), '1', 'EX', 60);
    await publish(UserVerified.type, { userId, name: 'Sita', email: 'sita@example.np' });
    // Sooner than the 300 ms the unverified read is kept: the event renewed it.
    await until('the verification to be seen', async () => (await write()).statusCode === 200, 250);
  });

  test('an event that is not an envelope changes nothing', async () => {
    const userId = randomUUID();
    const token = signToken({ sub: userId, role: 21, sv: 0, ev: true });
    assert.equal((await call(token)).statusCode, 200);
    bus.nc.publish(bus.subject(SessionRevoked.type), 'not json');
    await publish(SessionRevoked.type, { userId, reason: 'logout' });
    await sleep(50);
    assert.equal((await call(token)).statusCode, 200);
  });
});
