import { after, before } from 'node:test';
import type { NotificationConfig } from '../../src/config.js';
import { recreateDatabase } from './database.js';
import { type NotificationApp, startNotification } from './notification-app.js';
import { deleteQueueKeys } from './queue-keys.js';
import { deleteTestStreams } from './streams.js';
import { TEST_DATABASE_URL } from './test-config.js';

/** The streams a test's service makes under its run's prefix: each area's it follows, and its own. */
const TEST_STREAMS = ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER'];

export interface NotificationSuite {
  app: NotificationApp;
  config: NotificationConfig;
}

/**
 * The whole service for one `describe`, on a database made anew: started in its `before` with
 * `overrides` over the test settings, and in its `after` closed, with its streams and mail queue
 * keys deleted. The object is empty until then, so read it inside a test or a hook.
 */
export function notificationSuite(overrides: Record<string, string> = {}): NotificationSuite {
  const suite = {} as NotificationSuite;
  before(async () => {
    await recreateDatabase(TEST_DATABASE_URL);
    Object.assign(suite, await startNotification(overrides));
  });
  after(async () => {
    // Absent when the start failed: the test's own failure is the one to read.
    if (!suite.app) return;
    await deleteTestStreams(suite.app.bus, TEST_STREAMS);
    await suite.app.close();
    await deleteQueueKeys(suite.config.REDIS_URL, suite.config.MAIL_QUEUE_PREFIX);
  });
  return suite;
}
