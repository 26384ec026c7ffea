import { randomBytes } from 'node:crypto';
import { deleteRedisKeys, deleteStreams, startS3StandIn } from '@art/testing';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type IdentityApp } from '../../src/app.js';
import { type IdentityConfig, loadIdentityConfig } from '../../src/config.js';
import type { IdentityTables } from '../../src/db/schema.js';

export const TEST_DATABASE_URL =
  process.env.IDENTITY_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/art_identity_test';
export const INTERNAL_TOKEN = 'test-internal-token-0123456789';
export const JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/** A fresh, empty test database: each test file starts from nothing. */
async function recreateDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(
      `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C.utf8' lc_ctype 'C.utf8'`,
    );
  } finally {
    await client.end();
  }
}

export interface TestContext {
  app: IdentityApp;
  /** This run's own prefix of the session-version keys in Redis. */
  sessionVersionPrefix: string;
  config: IdentityConfig;
  db: Kysely<IdentityTables>;
  close(): Promise<void>;
}

/**
 * The real service against the machine's PostgreSQL, NATS and Redis, with its own database, its
 * own stream prefix (a unique BUS_PREFIX per run) and its own S3 stand-in.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  await recreateDatabase(TEST_DATABASE_URL);
  const s3 = await startS3StandIn('identity');
  const sessionVersionPrefix = `test-identity-${randomBytes(4).toString('hex')}:session-version:`;
  const config = loadIdentityConfig({
    // Test settings (built-in sealing key, no shutdown drain) also when a suite runs outside npm test.
    NODE_ENV: 'test',
    SESSION_VERSION_PREFIX: sessionVersionPrefix,
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    NATS_URL: process.env.NATS_URL,
    BUS_PREFIX: `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
    INTERNAL_TOKEN,
    JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    S3_ENDPOINT: s3.endpoint,
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    sessionVersionPrefix,
    config,
    db: app.db,
    async close() {
      const stream = app.bus.streamName('IDENTITY');
      await app.bus.jsm.streams.delete(stream).catch(() => undefined);
      await app.close();
      // The streams the service made for others' events (CATALOGUE, DEADLETTER) go too.
      await deleteStreams(config.BUS_PREFIX, config.NATS_URL).catch(() => undefined);
      await deleteRedisKeys(sessionVersionPrefix, config.REDIS_URL);
      await s3.stop();
    },
  };
}
