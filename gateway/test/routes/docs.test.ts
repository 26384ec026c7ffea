import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { buildGateway, closedPort, startUpstream, type Upstream } from '../helpers.js';

const identityDocument = {
  openapi: '3.0.3',
  info: { title: 'identity', version: '1.0.0' },
  paths: {
    '/api/auth/login': { post: { summary: 'Sign in', responses: { 200: { description: 'ok' } } } },
    '/api/user/get/{id}': { get: { tags: ['profile'], responses: { 200: { $ref: '#/components/responses/User' } } } },
    // Not routed to identity by the gateway: must not be advertised.
    '/internal/reindex': { post: { responses: { 200: { description: 'ok' } } } },
    // Catalogue's path: identity's description of it is not the public one.
    '/api/user/artworks/{id}': { get: { summary: 'not mine', responses: { 200: { description: 'ok' } } } },
  },
  components: {
    schemas: { User: { type: 'object', properties: { name: { type: 'string' } } } },
    responses: { User: { description: 'A user' } },
    securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization' } },
  },
};

const catalogueDocument = {
  openapi: '3.0.3',
  info: { title: 'catalogue', version: '1.0.0' },
  paths: {
    '/api/categories': { get: { summary: 'All categories', responses: { 200: { description: 'ok' } } } },
    // Shares /api/user with identity: only the call the table sends to catalogue is merged.
    '/api/user/artworks/{userId}': {
      get: { summary: 'A studio’s artworks', responses: { 200: { description: 'ok' } } },
      post: { summary: 'not routed', responses: { 200: { description: 'ok' } } },
    },
    '/api/user/profile': { get: { summary: 'not catalogue’s', responses: { 200: { description: 'ok' } } } },
  },
};

const socialDocument = {
  openapi: '3.0.3',
  info: { title: 'social', version: '1.0.0' },
  paths: {
    // Social's block shares /api/user with identity, by method: PATCH is social's.
    '/api/user/{id}': {
      patch: { summary: 'Block a user', tags: ['blocks'], responses: { 200: { description: 'ok' } } },
    },
  },
};

const commerceDocument = {
  openapi: '3.0.3',
  info: { title: 'commerce', version: '1.0.0' },
  paths: {
    // Commerce's orders share /api/user with identity and social.
    '/api/user/order': {
      get: { summary: 'The buyer’s orders', tags: ['orders'], responses: { 200: { description: 'ok' } } },
    },
  },
};

/** Messaging, notification and moderation answer with a bare document: only their presence is checked here. */
const bareDocument = (title: string) => ({ openapi: '3.0.3', info: { title, version: '1.0.0' }, paths: {} });

describe('GET /api/docs/json', () => {
  let identity: Upstream;
  let messaging: Upstream;
  let notification: Upstream;
  let moderation: Upstream;
  let catalogue: Upstream;
  let social: Upstream;
  let commerce: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let served = 0;
  before(async () => {
    identity = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => {
        served++;
        return identityDocument;
      });
    });
    catalogue = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => catalogueDocument);
    });
    social = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => socialDocument);
    });
    commerce = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => commerceDocument);
    });
    messaging = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => bareDocument('messaging'));
    });
    notification = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => bareDocument('notification'));
    });
    moderation = await startUpstream(undefined, (app) => {
      app.get('/openapi.json', async () => bareDocument('moderation'));
    });
    gateway = await buildGateway({
      IDENTITY_URL: identity.url,
      CATALOGUE_URL: catalogue.url,
      SOCIAL_URL: social.url,
      COMMERCE_URL: commerce.url,
      MESSAGING_URL: messaging.url,
      NOTIFICATION_URL: notification.url,
      MODERATION_URL: moderation.url,
      OPENAPI_REFRESH_MS: '1000',
    });
  });
  after(async () => {
    await gateway.close();
    await identity.close();
    await catalogue.close();
    await social.close();
    await commerce.close();
    await messaging.close();
    await notification.close();
    await moderation.close();
  });

  test('merges the services’ paths and components with the gateway’s own routes', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.match(document.openapi, /^3\./);
    assert.ok(document.paths['/api/auth/login'].post);
    assert.deepEqual(document.paths['/api/auth/login'].post.tags, ['identity']);
    assert.deepEqual(document.paths['/api/user/get/{id}'].get.tags, ['profile']);
    assert.equal(document.paths['/internal/reindex'], undefined);
    assert.ok(document.paths['/api/health'].get);
    assert.ok(document.paths['/api/docs'].get);
    assert.ok(document.paths['/api/docs/json'].get);
    assert.deepEqual(document.servers, [{ url: '/', description: 'This site: the gateway answers every public call' }]);
    assert.equal(document.components.securitySchemes.jwt.type, 'apiKey');
    assert.match(document.components.securitySchemes.jwt.description, /JWT <token>/);
    assert.deepEqual(document.components.schemas.User, identityDocument.components.schemas.User);
    assert.deepEqual(document.components.responses.User, { description: 'A user' });
    assert.equal(document.components.securitySchemes.jwt.name, 'Authorization');
    assert.deepEqual(document.info['x-services'], {
      identity: 'up',
      catalogue: 'up',
      social: 'up',
      commerce: 'up',
      messaging: 'up',
      notification: 'up',
      moderation: 'up',
    });
    assert.deepEqual(document.paths['/api/user/{id}'].patch.tags, ['blocks']);
    assert.deepEqual(document.paths['/api/user/order'].get.tags, ['orders']);
  });

  test('merges each operation from the service the table sends that call to', async () => {
    const { paths } = (await gateway.inject({ method: 'GET', url: '/api/docs/json' })).json();
    assert.deepEqual(paths['/api/categories'].get.tags, ['catalogue']);
    assert.equal(paths['/api/user/artworks/{userId}'].get.summary, 'A studio’s artworks');
    assert.deepEqual(paths['/api/user/artworks/{userId}'].get.tags, ['catalogue']);
    assert.equal(paths['/api/user/artworks/{userId}'].post, undefined);
    assert.equal(paths['/api/user/artworks/{id}'], undefined, 'identity’s description of it is dropped');
    assert.equal(paths['/api/user/profile'], undefined, 'catalogue’s description of it is dropped');
  });

  test('is cached, and refreshed after OPENAPI_REFRESH_MS', async () => {
    await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    const count = served;
    await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(served, count);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(served, count + 1);
  });
});

describe('GET /api/docs/json with a service down', () => {
  test('still answers with the gateway’s routes and names the missing service', async () => {
    const gateway = await buildGateway({
      IDENTITY_URL: await closedPort(),
      CATALOGUE_URL: await closedPort(),
      SOCIAL_URL: await closedPort(),
      COMMERCE_URL: await closedPort(),
      MESSAGING_URL: await closedPort(),
      NOTIFICATION_URL: await closedPort(),
      MODERATION_URL: await closedPort(),
    });
    try {
      const response = await gateway.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(response.statusCode, 200);
      assert.ok(response.json().paths['/api/health']);
      assert.deepEqual(response.json().info['x-services'], {
        identity: 'unavailable',
        catalogue: 'unavailable',
        social: 'unavailable',
        commerce: 'unavailable',
        messaging: 'unavailable',
        notification: 'unavailable',
        moderation: 'unavailable',
      });
    } finally {
      await gateway.close();
    }
  });
});

describe('GET /api/docs (the reference page)', () => {
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    gateway = await buildGateway({ IDENTITY_URL: await closedPort() });
  });
  after(async () => {
    await gateway.close();
  });

  test('is an HTML page loading swagger-ui from the gateway itself, under its own CSP', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.doesNotMatch(page.body, /https?:\/\//, 'nothing from another site');
    assert.doesNotMatch(page.body, /<script>/, 'no inline script');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(scripts, ['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/reference.js']);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
  });

  test('its assets are served (compressed when asked), unknown names are 404', async () => {
    const bundle = await gateway.inject({
      method: 'GET',
      url: '/api/docs/assets/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(bundle.statusCode, 200);
    assert.match(String(bundle.headers['content-type']), /javascript/);
    assert.equal(bundle.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(bundle.rawPayload).toString(), /SwaggerUIBundle/);
    const script = await gateway.inject({ method: 'GET', url: '/api/docs/assets/reference.js' });
    assert.match(script.body, /url: '\/api\/docs\/json'/);
    const css = await gateway.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui.css' });
    assert.match(String(css.headers['content-type']), /text\/css/);
    for (const name of ['index.html', 'constructor', '..%2Fpackage.json']) {
      assert.equal((await gateway.inject({ method: 'GET', url: `/api/docs/assets/${name}` })).statusCode, 404, name);
    }
  });

  test('the document is compressed for clients that take it', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.ok(JSON.parse(zlib.gunzipSync(response.rawPayload).toString()).paths['/api/health']);
  });
});
