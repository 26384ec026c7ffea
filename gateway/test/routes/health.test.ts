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

  test('/health answers while the process is up; /ready checks Redis', async () => {
    assert.equal((await gateway.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    const readyResponse = await gateway.inject({ method: 'GET', url: '/ready' });
    assert.equal(readyResponse.statusCode, 200);
    assert.equal(readyResponse.json().message.redis, 'up');
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
