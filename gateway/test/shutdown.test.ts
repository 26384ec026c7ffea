import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { startService, testEnv } from '@art/testing';
import { INTERNAL_TOKEN, JWT_SECRET, tempDir } from './helpers.js';

const status = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).status;
  } catch {
    return 0;
  }
};

test('on SIGTERM the gateway answers /ready 503 for SHUTDOWN_DRAIN_MS, still serving, then exits', async () => {
  const gateway = await startService('gateway', {
    JWT_SECRET,
    INTERNAL_TOKEN,
    REDIS_URL: testEnv.redisUrl,
    RATE_LIMIT_PREFIX: `gateway-test:${randomUUID()}:`,
    FRONTENDS_DIR: tempDir('shutdown'),
    SHUTDOWN_DRAIN_MS: '1500',
    LOG_LEVEL: 'warn',
  });
  assert.equal(await status(`${gateway.url}/ready`), 200);
  const signalledAt = Date.now();
  gateway.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(await status(`${gateway.url}/ready`), 503, 'draining: out of the load balancer');
  assert.equal(await status(`${gateway.url}/health`), 200, 'still serving meanwhile');
  const { code } = await gateway.exited;
  assert.equal(code, 0);
  assert.ok(Date.now() - signalledAt >= 1400, 'waited for the drain before closing');
});
