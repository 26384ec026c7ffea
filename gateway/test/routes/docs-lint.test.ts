import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  deleteStreams,
  dropDatabase,
  resetDatabase,
  type ServiceHandle,
  startService,
  stopService,
  testDatabaseUrl,
  testEnv,
  uniqueStreamPrefix,
} from '@art/testing';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildGateway } from '../helpers.js';

/**
 * The merged document as the gateway serves it, built from the real identity service's own
 * document (its route schemas), must pass the `recommended` rules of a standard OpenAPI linter
 * with no error: every operation has a summary and an operationId, signed-in operations declare
 * the JWT scheme, servers are listed. (Notification's routes are internal: none is merged.)
 */
describe('the merged OpenAPI document (real identity service)', () => {
  let identity: ServiceHandle;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  const database = testDatabaseUrl('identity_docs_g');
  const prefix = uniqueStreamPrefix();
  before(async () => {
    await resetDatabase(database);
    identity = await startService('identity', {
      DATABASE_URL: database,
      NATS_URL: testEnv.natsUrl,
      REDIS_URL: testEnv.redisUrl,
      BUS_PREFIX: prefix,
      INTERNAL_TOKEN: randomBytes(24).toString('hex'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    });
    gateway = await buildGateway({ IDENTITY_URL: identity.url });
  });
  after(async () => {
    await gateway?.close();
    if (identity) await stopService(identity);
    await deleteStreams(prefix).catch(() => undefined);
    await dropDatabase(database).catch(() => undefined);
  });

  test('has no error under the recommended rules', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.equal(document.info['x-services'].identity, 'up');
    assert.ok(document.paths['/api/auth/login'].post, 'identity’s routes are merged');
    const problems = await lintFromString({
      source: response.body,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    assert.deepEqual(errors, []);
    // A warning only in `recommended`, but the sdk and the reference page name calls by it.
    const withoutId = problems.filter((problem) => problem.ruleId === 'operation-operationId');
    assert.deepEqual(
      withoutId.map((problem) => problem.location[0]?.pointer),
      [],
    );
    // (Remaining warnings: no `info.license`, and no 4xx answer on the gateway's own pages.)
  });
});
