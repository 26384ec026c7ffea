import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { SessionRevoked } from '@art/contracts';
import { SESSION_REVOKED, SIGNED_OUT, sessionVersionKey, signedOutSessionKey } from '@art/kit';
import { envelopeOf, processed, publish } from '@art/testing';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import type { MessagingApp } from '../../../src/app.js';
import { SESSIONS_DURABLE } from '../../../src/consumers.js';
import { liveSocketSuite } from '../../support/live-socket.js';
import { connect, listen, type SeededUser, seedUser, sleep, tokenFor } from '../../support/test-app.js';

/**
 * Identity writes a revocation to Redis once and only logs when that fails; the event still
 * leaves. Each messaging instance remembers what it heard (kit sessionStates, as the gateway does),
 * so a dropped socket that reconnects with the same token (socket.io does so by itself) is refused
 * on every instance although Redis knows nothing of the revocation. Two instances, real NATS and
 * Redis; no Redis mark is ever written here.
 */
let other: MessagingApp;
let otherUrl: string;
const live = liveSocketSuite('memory', async ({ t }) => {
  other = await t.startInstance();
  otherUrl = await listen(other);
});

async function refusal(token: string, base: string): Promise<string> {
  try {
    const socket = await connect(base, { token });
    socket.close();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the socket was accepted');
}

function dropOf(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

async function member(): Promise<SeededUser> {
  return seedUser(live.t.db, { name: 'Sita Shrestha', role: 21, id: randomUUID() });
}

/** Nothing of the user's sessions in Redis: identity's write failed. */
async function assertNoRedisMark(userId: string, sessionId?: string) {
  const redis = new Redis(live.t.config.REDIS_URL);
  try {
    const prefix = live.t.config.SESSION_VERSION_PREFIX;
    assert.equal(await redis.get(sessionVersionKey(userId, prefix)), null);
    if (sessionId) assert.equal(await redis.get(signedOutSessionKey(sessionId, prefix)), null);
  } finally {
    redis.disconnect();
  }
}

describe('a revocation heard on the bus is remembered when its Redis mark is missing', () => {
  test('sign out everywhere (a version floor): the dropped sockets reconnect with their old token and are refused on both instances', async () => {
    const sita = await member();
    const oldToken = tokenFor(live.t.app, sita, 0);
    const here = await live.online(sita, live.url, live.t.app, oldToken);
    const there = await live.online(sita, otherUrl, other, oldToken);
    const drops = [dropOf(here), dropOf(there)];

    const event = envelopeOf(SessionRevoked, { userId: sita.id, sessionVersion: 1, reason: 'logout-everywhere' });
    await publish(live.t.app.bus, event);
    assert.deepEqual(await Promise.all(drops), ['io server disconnect', 'io server disconnect']);
    await processed(live.t.db, SESSIONS_DURABLE, event.id);
    await assertNoRedisMark(sita.id);

    assert.equal(await refusal(oldToken, live.url), SESSION_REVOKED);
    assert.equal(await refusal(oldToken, otherUrl), SESSION_REVOKED);
    const fresh = await connect(otherUrl, { token: tokenFor(live.t.app, sita, 1) });
    fresh.close();
  });

  test('Log Out (one session id): that token is refused on reconnect, another session of the user connects', async () => {
    const sita = await member();
    const phone = randomUUID();
    const phoneToken = tokenFor(live.t.app, sita, 0, '1h', phone);
    const socket = await live.online(sita, otherUrl, other, phoneToken);
    const drop = dropOf(socket);

    await publish(live.t.app.bus, envelopeOf(SessionRevoked, { userId: sita.id, sessionId: phone, reason: 'logout' }));
    assert.equal(await drop, 'io server disconnect');
    await assertNoRedisMark(sita.id, phone);

    assert.equal(await refusal(phoneToken, live.url), SIGNED_OUT);
    assert.equal(await refusal(phoneToken, otherUrl), SIGNED_OUT);
    const laptop = await connect(live.url, { token: tokenFor(live.t.app, sita) });
    laptop.close();
  });

  test('each instance hears the revocation itself (not only through the shared durable consumer)', async () => {
    const sita = await member();
    const oldToken = tokenFor(live.t.app, sita, 2);
    // Published on the subject alone, outside the stream: no durable consumer ever sees it, only
    // the subscription every instance holds.
    const event = envelopeOf(SessionRevoked, { userId: sita.id, sessionVersion: 3, reason: 'password-reset' });
    live.t.app.bus.nc.publish(live.t.app.bus.subject(SessionRevoked.type), JSON.stringify(event));
    await live.t.app.bus.nc.flush();
    await sleep(200);

    assert.equal(await refusal(oldToken, live.url), SESSION_REVOKED);
    assert.equal(await refusal(oldToken, otherUrl), SESSION_REVOKED);
  });
});
