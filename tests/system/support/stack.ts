import { randomBytes } from 'node:crypto';
import {
  freePort,
  type OwnNats,
  resetDatabase,
  type ServiceHandle,
  startOwnNats,
  startService,
  stopService,
  testDatabaseUrl,
  testEnv,
  uniqueStreamPrefix,
} from '@art/testing';

/**
 * Gateway + identity + catalogue + social + commerce + notification from source, on their own NATS and databases,
 * sharing the machine's PostgreSQL, Redis, SMTP sink and S3 endpoint (started by `npm test`).
 */
export interface Stack {
  gateway: ServiceHandle;
  identity: ServiceHandle;
  catalogue: ServiceHandle;
  social: ServiceHandle;
  commerce: ServiceHandle;
  messaging: ServiceHandle;
  /** The messaging service's environment, for a second instance. */
  messagingEnv: Record<string, string>;
  notification: ServiceHandle;
  nats: OwnNats;
  secrets: { jwtSecret: string; internalToken: string };
  /** The stack's own databases (art_<area>_<name>_test). */
  databases: {
    identity: string;
    catalogue: string;
    social: string;
    commerce: string;
    messaging: string;
    notification: string;
  };
  /** Prefix of the stack's streams, and of its BullMQ keys (`<prefix>-mail`). */
  prefix: string;
  /** `fetch` on the gateway: path under /api, JSON in and out. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment for the gateway only (e.g. FRONTENDS_DIR), over the stack's own. */
  gatewayEnv?: Record<string, string>;
  /**
   * Give the gateway a port chosen in advance and make it the PUBLIC_URL of identity and
   * notification, so links in mails (e.g. the reset link) open on this stack's gateway.
   */
  linkToGateway?: boolean;
  /** Extra environment of the commerce service (e.g. the payment providers' URLs). */
  commerceEnv?: Record<string, string>;
  /** Log level of every process (default warn; info shows one line per request and per mail). */
  logLevel?: string;
  /** Extra environment of every process (e.g. where to send traces). */
  env?: Record<string, string>;
}

export async function startStack(name: string, options: StackOptions = {}): Promise<Stack> {
  const gatewayPort = options.linkToGateway ? await freePort() : undefined;
  const nats = await startOwnNats();
  const prefix = uniqueStreamPrefix();
  const secrets = { jwtSecret: randomBytes(32).toString('hex'), internalToken: randomBytes(24).toString('hex') };
  const identityDb = await resetDatabase(testDatabaseUrl(`identity_${name}`));
  const catalogueDb = await resetDatabase(testDatabaseUrl(`catalogue_${name}`));
  const socialDb = await resetDatabase(testDatabaseUrl(`social_${name}`));
  const commerceDb = await resetDatabase(testDatabaseUrl(`commerce_${name}`));
  const messagingDb = await resetDatabase(testDatabaseUrl(`messaging_${name}`));
  const notificationDb = await resetDatabase(testDatabaseUrl(`notification_${name}`));
  const common = {
    NATS_URL: nats.url,
    REDIS_URL: testEnv.redisUrl,
    BUS_PREFIX: prefix,
    INTERNAL_TOKEN: secrets.internalToken,
    JWT_SECRET: secrets.jwtSecret,
    S3_ENDPOINT: testEnv.s3Endpoint,
    LOG_LEVEL: options.logLevel ?? 'warn',
    PUBLIC_URL: gatewayPort ? `http://127.0.0.1:${gatewayPort}` : 'http://localhost:8080',
    // The live socket's Redis key: messaging's adapter and notification's emitter share it.
    LIVE_SOCKET_KEY: `${prefix}-live`,
    ...options.env,
  };
  const started: ServiceHandle[] = [];
  try {
    const identity = await startService('identity', { ...common, DATABASE_URL: identityDb });
    started.push(identity);
    // After identity (its users reach catalogue's projection through identity's stream) and
    // before notification, which follows catalogue's likes and comments.
    const catalogue = await startService('catalogue', {
      ...common,
      DATABASE_URL: catalogueDb,
      // Its own cache keys: never served a running stack's (or another test's) cached pages.
      CACHE_PREFIX: `${prefix}:catalogue:cache:`,
    });
    started.push(catalogue);
    const social = await startService('social', { ...common, DATABASE_URL: socialDb });
    started.push(social);
    // Commerce reserves stock at catalogue while a buyer waits (an internal call, not through the gateway).
    const commerce = await startService('commerce', {
      ...common,
      DATABASE_URL: commerceDb,
      CATALOGUE_URL: catalogue.url,
      ...options.commerceEnv,
    });
    started.push(commerce);
    // A second instance can join with the same settings (the live socket's tests do).
    const messagingEnv = { ...common, DATABASE_URL: messagingDb };
    const messaging = await startService('messaging', messagingEnv);
    started.push(messaging);
    const notification = await startService('notification', {
      ...common,
      DATABASE_URL: notificationDb,
      SMTP_URL: `smtp://${testEnv.smtpHost}:${testEnv.smtpPort}`,
      MAIL_QUEUE_PREFIX: `${prefix}-mail`,
      // The mail worker reads codes and reset tokens from identity itself, not through the gateway.
      IDENTITY_URL: identity.url,
    });
    started.push(notification);
    const gateway = await startService('gateway', {
      ...common,
      IDENTITY_URL: identity.url,
      CATALOGUE_URL: catalogue.url,
      SOCIAL_URL: social.url,
      COMMERCE_URL: commerce.url,
      MESSAGING_URL: messaging.url,
      NOTIFICATION_URL: notification.url,
      RATE_LIMIT_PREFIX: `${prefix}:rate:`,
      ...(gatewayPort ? { PORT: String(gatewayPort) } : {}),
      ...options.gatewayEnv,
    });
    started.push(gateway);
    return {
      gateway,
      identity,
      catalogue,
      social,
      commerce,
      messaging,
      messagingEnv,
      notification,
      nats,
      secrets,
      databases: {
        identity: identityDb,
        catalogue: catalogueDb,
        social: socialDb,
        commerce: commerceDb,
        messaging: messagingDb,
        notification: notificationDb,
      },
      prefix,
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
