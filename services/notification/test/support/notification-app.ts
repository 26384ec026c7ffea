import { buildApp } from '../../src/app.js';
import { testConfig } from './test-config.js';

/** The whole service as main.ts builds it, with test settings. */
export async function startNotification(overrides: Record<string, string> = {}) {
  const config = testConfig(overrides);
  const app = await buildApp(config);
  await app.ready();
  return { app, config };
}

export type NotificationApp = Awaited<ReturnType<typeof startNotification>>['app'];
