import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildGateway, closedPort, startUpstream, type Upstream } from '../helpers.js';

const identityDocument = {
  openapi: '3.0.3',
  info: { title: 'identity', version: '1.0.0' },
  paths: {
    '/api/auth/login': { post: { summary: 'Sign in', responses: { 200: { description: 'ok' } } } },
    '/api/user/get/{id}': { get: { tags: ['profile'], responses: { 200: { $ref: '#/components/responses/User' } } } },
    // Not routed to identity by the gateway: must not be advertised.
    '/internal/reindex': { post: { responses: { 200: { description: 'ok' } } } },
  },
  components: {
    schemas: { User: { type: 'object', properties: { name: { type: 'string' } } } },
    responses: { User: { description: 'A user' } },
    securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization' } },
  },
};

describe('GET /api/docs', () => {
  let identity: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let served = 0;
  before(async () => {
    identity = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => {
        served++;
        return identityDocument;
      });
    });
    gateway = await buildGateway({ IDENTITY_URL: identity.url, OPENAPI_REFRESH_MS: '1000' });
  });
  after(async () => {
    await gateway.close();
    await identity.close();
  });

  test('merges the services’ paths and components with the gateway’s own routes', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.match(document.openapi, /^3\./);
    assert.ok(document.paths['/api/auth/login'].post);
    assert.deepEqual(document.paths['/api/auth/login'].post.tags, ['identity']);
    assert.deepEqual(document.paths['/api/user/get/{id}'].get.tags, ['profile']);
    assert.equal(document.paths['/internal/reindex'], undefined);
    assert.ok(document.paths['/api/health'].get);
    assert.ok(document.paths['/api/docs'].get);
    assert.deepEqual(document.components.schemas.User, identityDocument.components.schemas.User);
    assert.deepEqual(document.components.responses.User, { description: 'A user' });
    assert.equal(document.components.securitySchemes.jwt.name, 'Authorization');
    assert.deepEqual(document.info['x-services'], { identity: 'up' });
  });

  test('is cached, and refreshed after OPENAPI_REFRESH_MS', async () => {
    await gateway.inject({ method: 'GET', url: '/api/docs' });
    const count = served;
    await gateway.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(served, count);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await gateway.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(served, count + 1);
  });
});

describe('GET /api/docs with a service down', () => {
  test('still answers with the gateway’s routes and names the missing service', async () => {
    const gateway = await buildGateway({ IDENTITY_URL: await closedPort() });
    try {
      const response = await gateway.inject({ method: 'GET', url: '/api/docs' });
      assert.equal(response.statusCode, 200);
      assert.ok(response.json().paths['/api/health']);
      assert.deepEqual(response.json().info['x-services'], { identity: 'unavailable' });
    } finally {
      await gateway.close();
    }
  });
});
