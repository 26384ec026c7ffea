import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildGateway, closedPort, startUpstream, type Upstream } from '../helpers.js';

describe('a service that is down or slow', () => {
  let slow: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let slowGateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    slow = await startUpstream(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { status: 'success' };
    });
    gateway = await buildGateway({ IDENTITY_URL: await closedPort() });
    slowGateway = await buildGateway({ IDENTITY_URL: slow.url, UPSTREAM_TIMEOUT_MS: '300' });
  });
  after(async () => {
    await gateway.close();
    await slowGateway.close();
    await slow.close();
  });

  test('a service that is down answers 503 Service unavailable', async () => {
    const response = await gateway.inject({ method: 'POST', url: '/api/auth/authenticate' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { status: 'error', message: 'Service unavailable', code: 'unexpected' });
  });

  test('a body-carrying call to a service that is down answers 503 too', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.np', password: 'x1' },
    });
    assert.equal(response.statusCode, 503);
  });

  test('a service slower than UPSTREAM_TIMEOUT_MS answers 504 Service timed out', async () => {
    const started = Date.now();
    const response = await slowGateway.inject({ method: 'GET', url: '/api/user/profile' });
    assert.equal(response.statusCode, 504);
    assert.deepEqual(response.json(), { status: 'error', message: 'Service timed out', code: 'unexpected' });
    assert.ok(Date.now() - started < 1400, 'did not wait for the service');
  });
});
