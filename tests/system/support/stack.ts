import { randomBytes } from 'node:crypto';
import {
  type ServiceHandle,
  resetDatabase,
  startService,
  stopService,
  testDatabaseUrl,
  testEnv,
  uniqueStreamPrefix,
} from '@art/testing';
import { type OwnNats, startOwnNats } from './nats-server.js';

/**
 * Gateway + identity + notification from source, on their own NATS and databases, sharing the
 * machine's PostgreSQL, Redis, SMTP sink and S3 endpoint (started by `npm test`).
 */
export interface Stack {
  gateway: ServiceHandle;
  identity: ServiceHandle;
  notification: ServiceHandle;
  nats: OwnNats;
  secrets: { jwtSecret: string; internalToken: string };
  /** `fetch` on the gateway: path under /api, JSON in and out. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

export async function startStack(name: string): Promise<Stack> {
  const nats = await startOwnNats();
  const prefix = uniqueStreamPrefix();
  const secrets = { jwtSecret: randomBytes(32).toString('hex'), internalToken: randomBytes(24).toString('hex') };
  const identityDb = await resetDatabase(testDatabaseUrl(`identity_${name}`));
  const notificationDb = await resetDatabase(testDatabaseUrl(`notification_${name}`));
  const common = {
    NATS_URL: nats.url,
    REDIS_URL: testEnv.redisUrl,
    BUS_PREFIX: prefix,
    INTERNAL_TOKEN: secrets.internalToken,
    JWT_SECRET: secrets.jwtSecret,
    S3_ENDPOINT: testEnv.s3Endpoint,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://localhost:8080',
  };
  const started: ServiceHandle[] = [];
  try {
    const identity = await startService('identity', { ...common, DATABASE_URL: identityDb });
    started.push(identity);
    const notification = await startService('notification', {
      ...common,
      DATABASE_URL: notificationDb,
      SMTP_URL: `smtp://${testEnv.smtpHost}:${testEnv.smtpPort}`,
      MAIL_QUEUE_PREFIX: `${prefix}-mail`,
    });
    started.push(notification);
    const gateway = await startService('gateway', {
      ...common,
      IDENTITY_URL: identity.url,
      NOTIFICATION_URL: notification.url,
      RATE_LIMIT_PREFIX: `${prefix}:rate:`,
    });
    started.push(gateway);
    return {
      gateway,
      identity,
      notification,
      nats,
      secrets,
      async api(path, init = {}) {
        const headers: Record<string, string> = {};
        if (init.body !== undefined) headers['content-type'] = 'application/json';
        if (init.token) headers.authorization = `JWT ${init.token}`;
        const res = await fetch(`${gateway.url}/api${path}`, {
          method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      },
      async stop() {
        for (const handle of [...started].reverse()) await stopService(handle);
        await nats.dispose();
      },
    };
  } catch (error) {
    for (const handle of started.reverse()) await stopService(handle, { signal: 'SIGKILL' });
    await nats.dispose();
    throw error;
  }
}
