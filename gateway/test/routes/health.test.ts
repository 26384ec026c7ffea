import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildGateway, closedPort, startUpstream, type Upstream } from '../helpers.js';

describe('health', () => {
  let identity: Upstream;
  let ready = true;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    identity = await startUpstream(undefined, (app) => {
      app.get('/ready', async (_request, reply) =>
        reply.code(ready ? 200 : 503).send({ status: ready ? 'success' : 'not-ready' }),
      );
    });
    gateway = await buildGateway({ IDENTITY_URL: identity.url });
  });
  after(async () => {
    await gateway.close();
    await identity.close();
  });

  test('/health answers while the process is up and reports Redis; /ready is the listener', async () => {
    const health = await gateway.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.json().dependencies.redis, 'up');
    const readyResponse = await gateway.inject({ method: 'GET', url: '/ready' });
    assert.equal(readyResponse.statusCode, 200);
    assert.deepEqual(readyResponse.json().message, { listener: 'up' });
  });

  test('Redis down: the gateway starts and stays ready (it has no database)', async () => {
    const withoutRedis = await buildGateway({
      IDENTITY_URL: identity.url,
      REDIS_URL: (await closedPort()).replace('http://', 'redis://'),
    });
    try {
      const readyResponse = await withoutRedis.inject({ method: 'GET', url: '/ready' });
      assert.equal(readyResponse.statusCode, 200);
      const health = await withoutRedis.inject({ method: 'GET', url: '/health' });
      assert.equal(health.statusCode, 200);
      assert.match(health.json().dependencies.redis, /^down/);
    } finally {
      await withoutRedis.close();
    }
  });

  test('/api/health is 200 when identity is ready, 503 when it is not', async () => {
    ready = true;
    const up = await gateway.inject({ method: 'GET', url: '/api/health' });
    assert.equal(up.statusCode, 200);
    assert.deepEqual(up.json(), { status: 'success', message: { gateway: 'up', identity: 'up' } });
    ready = false;
    const notReady = await gateway.inject({ method: 'GET', url: '/api/health' });
    assert.equal(notReady.statusCode, 503);
    assert.equal(notReady.json().message.identity, 'not ready (HTTP 503)');
    assert.equal(up.headers['cache-control'], 'no-store', 'no cache may keep a health answer');
    assert.equal(notReady.headers['cache-control'], 'no-store');
  });

  test('/api/health is 503 when identity is down', async () => {
    const lonely = await buildGateway({ IDENTITY_URL: await closedPort() });
    try {
      const response = await lonely.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 503);
      assert.equal(response.json().message.identity, 'unavailable');
    } finally {
      await lonely.close();
    }
  });
});
