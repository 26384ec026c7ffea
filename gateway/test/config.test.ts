import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConfigError } from '@art/kit';
import { loadGatewayConfig } from '../src/config.js';

const required = { JWT_SECRET: 'a-secret-of-sixteen+', INTERNAL_TOKEN: 'an-internal-token-16' };

test('defaults fit the local stack', () => {
  const config = loadGatewayConfig(required);
  assert.equal(config.PORT, 8080);
  assert.equal(config.BODY_LIMIT_BYTES, 1024 * 1024);
  assert.equal(config.UPLOAD_BODY_LIMIT_BYTES, 25 * 1024 * 1024);
  assert.equal(config.AUTH_RATE_LIMIT_PER_EMAIL, 10);
  assert.equal(config.AUTH_RATE_LIMIT_PER_IP, 30);
  assert.equal(config.S3_ENDPOINT, 'http://127.0.0.1:4569');
});

test('a missing secret or a bad number is named at start', () => {
  assert.throws(
    () => loadGatewayConfig({}),
    (error: ConfigError) => /JWT_SECRET/.test(error.message) && /INTERNAL_TOKEN/.test(error.message),
  );
  assert.throws(() => loadGatewayConfig({ ...required, UPSTREAM_TIMEOUT_MS: 'soon' }), /UPSTREAM_TIMEOUT_MS/);
});

test("the public origin: PUBLIC_ORIGIN, else PUBLIC_URL's origin, else the local stack's", () => {
  assert.equal(loadGatewayConfig(required).PUBLIC_ORIGIN, 'http://localhost:8080');
  assert.equal(
    loadGatewayConfig({ ...required, PUBLIC_URL: 'http://localhost:9090' }).PUBLIC_ORIGIN,
    'http://localhost:9090',
  );
  assert.equal(
    loadGatewayConfig({ ...required, PUBLIC_URL: 'http://localhost:9090', PUBLIC_ORIGIN: 'https://art.example.com' })
      .PUBLIC_ORIGIN,
    'https://art.example.com',
  );
  assert.throws(() => loadGatewayConfig({ ...required, PUBLIC_ORIGIN: 'art.example.com' }), /PUBLIC_ORIGIN/);
  assert.throws(
    () => loadGatewayConfig({ ...required, PUBLIC_ORIGIN: 'https://art.example.com/shop' }),
    /PUBLIC_ORIGIN/,
  );
});
