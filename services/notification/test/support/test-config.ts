import { randomBytes } from 'node:crypto';
import { loadConfig } from '@art/kit';
import { NotificationConfig } from '../../src/config.js';

/** Unique per test process: streams, durables' stream and queue keys never meet a running stack's. */
export const runId = `n${randomBytes(4).toString('hex')}`;

/** An address of this run alone (runId), so that a mail found in the sink is this run's. */
export const address = (who: string) => `${who}-${runId}@example.test`;

export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789';

export const TEST_DATABASE_URL =
  process.env.NOTIFICATION_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/art_notification_test';

/** The service's config for a test: only infrastructure URLs come from the environment. */
export function testConfig(overrides: Record<string, string> = {}): NotificationConfig {
  return loadConfig(NotificationConfig, {
    REDIS_URL: process.env.REDIS_URL,
    NATS_URL: process.env.NATS_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    DATABASE_URL: TEST_DATABASE_URL,
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    BUS_PREFIX: runId,
    MAIL_QUEUE_PREFIX: `test-${runId}`,
    // Pushes of a test reach only the test's own socket.io server, never a running stack's sockets.
    LIVE_SOCKET_KEY: `test-${runId}-live`,
    PUBLIC_URL: 'http://art.test',
    MAIL_RETRY_DELAY_MS: '300',
    ...overrides,
  });
}
