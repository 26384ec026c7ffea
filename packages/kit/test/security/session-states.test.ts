import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { waitUntil } from '@art/testing';
import { Redis } from 'ioredis';
import { connectBus } from '../../src/events/bus.js';
import { listenToSessionEvents, sessionsEndedOf, verifiedUserOf } from '../../src/security/session-events.js';
import { sessionStates } from '../../src/security/session-states.js';
import { sessionVersionKey } from '../../src/security/session-version.js';
import { emailVerifiedKey } from '../../src/security/verified-members.js';
import { NATS_URL, silentLogger } from '../events/bus-helpers.js';

/**
 * The session states the gateway's token check and messaging's live socket share: Redis reads kept
 * in memory, and the revocations heard on the bus, which refuse even when Redis never got them.
 */
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `kit-test-${randomUUID()}:session-version:`;
const REVOKED = 'identity.session.revoked';
const VERIFIED = 'identity.user.verified';

after(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

function statesWithClock(cacheMs: number, heardCacheMs: number) {
  let nowMs = 1_000_000;
  const unavailable: Error[] = [];
  const states = sessionStates(redis, {
    prefix,
    cacheMs,
    heardCacheMs,
    timeoutMs: 500,
    onUnavailable: (error) => unavailable.push(error),
    now: () => nowMs,
  });
  return { states, unavailable, advance: (ms: number) => (nowMs += ms) };
}

const envelope = (type: string, data: Record<string, unknown>) => JSON.stringify({ id: randomUUID(), type, data });

describe('sessionStates', () => {
  test('a revocation heard is applied although Redis has no mark of it (identity’s write failed)', async () => {
    const { states } = statesWithClock(0, 0);
    const userId = randomUUID();
    const [phone, laptop] = [randomUUID(), randomUUID()];
    assert.deepEqual(await states.current(userId, phone), { version: null, signedOut: false, emailVerified: false });
    states.sessionsEnded({ userId, sessionVersion: 2 });
    states.sessionsEnded({ userId, sessionId: phone });
    assert.deepEqual(await states.current(userId, phone), { version: 2, signedOut: true, emailVerified: false });
    assert.deepEqual(await states.current(userId, laptop), { version: 2, signedOut: false, emailVerified: false });
    assert.equal(await redis.get(sessionVersionKey(userId, prefix)), null);
  });

  test('a floor is never lowered by an older event, and a higher Redis version wins over it', async () => {
    const { states } = statesWithClock(0, 0);
    const userId = randomUUID();
    states.sessionsEnded({ userId, sessionVersion: 5 });
    states.sessionsEnded({ userId, sessionVersion: 3 });
    assert.equal((await states.current(userId)).version, 5);
    await redis.set(sessionVersionKey(userId, prefix), '7');
    assert.equal((await states.current(userId)).version, 7);
  });

  test('a read is kept cacheMs while the events are not heard, heardCacheMs while they are', async () => {
    const { states, advance } = statesWithClock(100, 10_000);
    const userId = randomUUID();
    await states.current(userId);
    advance(150);
    assert.equal(states.cached(userId, undefined, true), undefined, 'not heard: kept cacheMs only');

    states.setHeard(true);
    advance(1);
    await states.current(userId);
    advance(5000);
    assert.deepEqual(states.cached(userId, undefined, true), { version: null, signedOut: false, emailVerified: false });
    states.sessionsEnded({ userId, sessionVersion: 1 });
    assert.equal(states.cached(userId, undefined, true)?.version, 1, 'an event applies to a kept read at once');
    states.setHeard(false);
    assert.equal(states.cached(userId, undefined, true), undefined, 'heard no more: back to cacheMs');
  });

  test('an unverified read is dropped when the verification is heard; Redis unreachable gives an unknown state', async () => {
    const { states, advance } = statesWithClock(1000, 10_000);
    states.setHeard(true);
    const userId = randomUUID();
    await states.current(userId);
    await redis.set(emailVerifiedKey(userId, prefix), '1', 'EX', 60);
    advance(1);
    assert.equal(states.cached(userId, undefined, false)?.emailVerified, false);
    states.userVerified(userId);
    assert.equal(states.cached(userId, undefined, false), undefined);
    assert.equal((await states.current(userId)).emailVerified, true);

    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const unavailable: Error[] = [];
    const blind = sessionStates(down, {
      prefix,
      cacheMs: 0,
      heardCacheMs: 0,
      timeoutMs: 200,
      onUnavailable: (error) => unavailable.push(error),
    });
    const someone = randomUUID();
    assert.deepEqual(await blind.current(someone), { version: null, signedOut: false, emailVerified: false });
    blind.sessionsEnded({ userId: someone, sessionVersion: 4 });
    assert.equal((await blind.current(someone)).version, 4, 'a revocation heard still refuses');
    assert.equal(unavailable.length, 2);
    down.disconnect();
  });

  test('the events’ data: what ended, or null for anything else', () => {
    assert.deepEqual(sessionsEndedOf({ data: { userId: 'u', sessionVersion: 2, reason: 'x' } }), {
      userId: 'u',
      sessionVersion: 2,
    });
    assert.deepEqual(sessionsEndedOf({ data: { userId: 'u', sessionId: 's' } }), { userId: 'u', sessionId: 's' });
    assert.equal(sessionsEndedOf({ data: { userId: 'u', reason: 'logout' } }), null);
    assert.equal(sessionsEndedOf({ data: { sessionVersion: 2 } }), null);
    assert.equal(sessionsEndedOf('nope'), null);
    assert.equal(verifiedUserOf({ data: { userId: 'u' } }), 'u');
    assert.equal(verifiedUserOf({ data: {} }), null);
  });
});

describe('listenToSessionEvents', () => {
  test('on a connection of its own, and on a shared one: every listener hears every revocation', async () => {
    const busPrefix = `t${randomUUID().slice(0, 8)}`;
    const publisher = await connectBus({ url: NATS_URL, name: 'kit-test-identity', prefix: busPrefix });
    const shared = await connectBus({ url: NATS_URL, name: 'kit-test-service', prefix: busPrefix });
    const own = statesWithClock(0, 0);
    const onShared = statesWithClock(0, 0);
    const told: unknown[] = [];
    const listeners = [
      listenToSessionEvents(own.states, {
        bus: { url: NATS_URL, name: 'kit-test-gateway', prefix: busPrefix },
        revokedType: REVOKED,
        verifiedType: VERIFIED,
        logger: silentLogger,
      }),
      listenToSessionEvents(onShared.states, {
        bus: shared,
        revokedType: REVOKED,
        verifiedType: VERIFIED,
        logger: silentLogger,
        onSessionsEnded: (ended) => told.push(ended),
      }),
    ];
    try {
      await waitUntil('both to listen', async () => own.states.heard() && onShared.states.heard());
      const userId = randomUUID();
      publisher.nc.publish(publisher.subject(REVOKED), 'not json');
      publisher.nc.publish(publisher.subject(REVOKED), envelope(REVOKED, { userId, sessionVersion: 3 }));
      await publisher.nc.flush();
      await waitUntil('the event to be applied', async () => told.length === 1);
      for (const states of [own.states, onShared.states]) assert.equal((await states.current(userId)).version, 3);
      assert.deepEqual(told, [{ userId, sessionVersion: 3 }]);

      await Promise.all(listeners.map((listener) => listener.close()));
      assert.equal(onShared.states.heard(), false);
      assert.equal(shared.nc.isClosed(), false, 'a shared connection stays open');
      publisher.nc.publish(publisher.subject(REVOKED), envelope(REVOKED, { userId, sessionVersion: 9 }));
      await publisher.nc.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await onShared.states.current(userId)).version, 3, 'closed: heard no more');
    } finally {
      await Promise.all(listeners.map((listener) => listener.close()));
      await shared.nc.close();
      await publisher.nc.close();
    }
  });

  test('identity.user.verified renews a kept unverified read', async () => {
    const busPrefix = `t${randomUUID().slice(0, 8)}`;
    const publisher = await connectBus({ url: NATS_URL, name: 'kit-test-identity', prefix: busPrefix });
    const { states } = statesWithClock(60_000, 60_000);
    const listener = listenToSessionEvents(states, {
      bus: { url: NATS_URL, name: 'kit-test-gateway', prefix: busPrefix },
      revokedType: REVOKED,
      verifiedType: VERIFIED,
      logger: silentLogger,
    });
    try {
      await waitUntil('listening', async () => states.heard());
      const userId = randomUUID();
      await states.current(userId);
      assert.notEqual(states.cached(userId, undefined, false), undefined);
      publisher.nc.publish(publisher.subject(VERIFIED), envelope(VERIFIED, { userId }));
      await publisher.nc.flush();
      await waitUntil('the read to be dropped', async () => states.cached(userId, undefined, false) === undefined);
    } finally {
      await listener.close();
      await publisher.nc.close();
    }
  });
});
