import assert from 'node:assert/strict';
import { createServer as createNetServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startOwnNats } from '@art/testing';
import type { ServiceTables } from '../../src/data/database-plugin.js';
import { createDb, ensureDatabase } from '../../src/data/db.js';
import { redisPlugin } from '../../src/data/redis-plugin.js';
import { connectBus } from '../../src/events/bus.js';
import { healthPlugin } from '../../src/http/health-plugin.js';
import { createServer } from '../../src/http/server.js';

const PG_ADMIN = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = PG_ADMIN.replace(/\/postgres$/, '/art_kit_k2_test');

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('readiness while Redis and NATS are down', () => {
  const app = createServer({ name: 'readiness-test', logLevel: 'silent' });
  let nats: Awaited<ReturnType<typeof startOwnNats>>;
  let bus: Awaited<ReturnType<typeof connectBus>>;

  before(async () => {
    await ensureDatabase(DATABASE_URL);
    const db = createDb<ServiceTables>(DATABASE_URL, 2);
    app.decorate('db', db);
    app.addHook('onClose', () => db.destroy());
    nats = await startOwnNats();
    bus = await connectBus({ url: nats.url, name: 'readiness-test' });
    app.decorate('bus', bus);
    // The instance starts even though Redis does not answer.
    await app.register(redisPlugin, { url: `redis://127.0.0.1:${await closedPort()}` });
    // The outbox plugin's lag, as its contract gives it.
    app.decorate('outboxLag', async () => ({ pending: 3, parked: 1, oldestPendingSeconds: 42 }));
    await app.register(healthPlugin, { probeTimeoutMs: 500 });
    await app.ready();
    await nats.stop();
  });
  after(async () => {
    await app.close();
    await bus.nc.close();
    await nats.dispose();
  });

  test('/ready is 200: the listener and the own database answer', async () => {
    const ready = await app.inject('/ready');
    assert.equal(ready.statusCode, 200, ready.body);
    assert.deepEqual(ready.json(), { status: 'success', message: { listener: 'up', postgres: 'up' } });
  });

  test('/health is 200 and shows Redis and NATS down, and the outbox lag', async () => {
    const started = Date.now();
    const health = await app.inject('/health');
    assert.ok(Date.now() - started < 1500, 'every probe is bounded');
    assert.equal(health.statusCode, 200);
    const body = health.json();
    assert.equal(body.status, 'success');
    assert.equal(body.dependencies.postgres, 'up');
    assert.match(body.dependencies.redis, /^down/);
    assert.match(body.dependencies.nats, /^down/);
    assert.deepEqual(body.outbox, { pending: 3, parked: 1, oldestPendingSeconds: 42 });
  });

  test('a draining instance answers 503 on /ready and stays alive on /health', async () => {
    app.startDraining();
    const ready = await app.inject('/ready');
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json(), { status: 'not-ready', message: { shutdown: 'draining' } });
    const health = await app.inject('/health');
    assert.equal(health.statusCode, 200);
    // Keep-alive clients (the gateway's pool) reconnect, and the load balancer sends them elsewhere.
    assert.equal(health.headers.connection, 'close');
  });
});

describe('readiness without the own database', () => {
  const app = createServer({ name: 'readiness-test', logLevel: 'silent' });

  before(async () => {
    const db = createDb<ServiceTables>(`postgres://postgres@127.0.0.1:${await closedPort()}/art_kit_k2_test`, 1);
    app.decorate('db', db);
    app.addHook('onClose', () => db.destroy());
    await app.register(healthPlugin, { probeTimeoutMs: 500 });
  });
  after(() => app.close());

  test('/ready is 503 naming PostgreSQL; /health is still 200', async () => {
    const ready = await app.inject('/ready');
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json().status, 'not-ready');
    assert.match(ready.json().message.postgres, /^down: /);
    const health = await app.inject('/health');
    assert.equal(health.statusCode, 200);
    assert.match(health.json().dependencies.postgres, /^down: /);
  });
});

describe('readiness of an instance with no database (the gateway)', () => {
  test('is its listener', async () => {
    const app = createServer({ name: 'readiness-test', logLevel: 'silent' });
    await app.register(healthPlugin);
    const ready = await app.inject('/ready');
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json().message, { listener: 'up' });
    await app.close();
  });
});
