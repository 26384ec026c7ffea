import { randomBytes, randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, USER_ID_HEADER, USER_ROLE_HEADER } from '@art/kit';
import {
  deleteRedisKeys,
  deleteStreams,
  resetDatabase,
  startS3StandIn,
  testDatabaseUrl,
  uniqueStreamPrefix,
} from '@art/testing';
import type { Kysely } from 'kysely';
import { buildApp, type CatalogueApp } from '../../src/app.js';
import { type CatalogueConfig, loadCatalogueConfig } from '../../src/config.js';
import type { CatalogueTables } from '../../src/db/schema.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

export interface CatalogueTestContext {
  app: CatalogueApp;
  config: CatalogueConfig;
  db: Kysely<CatalogueTables>;
  s3Endpoint: string;
  close(): Promise<void>;
}

/**
 * The real service against the machine's PostgreSQL, NATS and Redis: its own database
 * (art_catalogue_<name>_test, so test files can run side by side), its own stream prefix, its own
 * cache prefix and its own S3 stand-in.
 */
export async function startCatalogueTestApp(
  name: string,
  env: Record<string, string> = {},
): Promise<CatalogueTestContext> {
  const databaseUrl = await resetDatabase(testDatabaseUrl(`catalogue_${name}`));
  const s3 = await startS3StandIn('catalogue');
  const cachePrefix = `test-catalogue-${randomBytes(4).toString('hex')}:`;
  const config = loadCatalogueConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    NATS_URL: process.env.NATS_URL,
    BUS_PREFIX: uniqueStreamPrefix(),
    INTERNAL_TOKEN,
    CACHE_PREFIX: cachePrefix,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    S3_ENDPOINT: s3.endpoint,
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    db: app.db,
    s3Endpoint: s3.endpoint,
    async close() {
      await app.close();
      // This run's streams only (its own prefix): the catalogue's and those it created for others.
      await deleteStreams(config.BUS_PREFIX, config.NATS_URL);
      await deleteRedisKeys(cachePrefix, config.REDIS_URL);
      await s3.stop();
    },
  };
}

/** The headers the gateway sets for a signed-in user (services trust only the gateway). */
export function viewerHeaders(userId: string, role: number): Record<string, string> {
  return {
    [USER_ID_HEADER]: userId,
    [USER_ROLE_HEADER]: String(role),
    [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN,
  };
}

export interface SeededUser {
  id: string;
  name: string;
  slug: string;
  role: number;
  email: string;
}

/**
 * A user in the catalogue's projection, as identity's events would have put it there (tests of the
 * consumers feed it through the bus instead).
 */
export async function seedUser(
  db: Kysely<CatalogueTables>,
  fields: Partial<SeededUser> & { verifiedArtist?: boolean; picture?: string } = {},
): Promise<SeededUser> {
  const id = fields.id ?? randomUUID();
  const user = {
    id,
    name: fields.name ?? 'Ramesh Chitrakar',
    slug: fields.slug ?? `ramesh-${id.slice(0, 8)}`,
    role: fields.role ?? 11,
    email: fields.email ?? `${id.slice(0, 8)}@example.com`,
  };
  await db
    .insertInto('users')
    .values({
      ...user,
      picture: fields.picture ?? '',
      verified_artist: fields.verifiedArtist ?? false,
      categories: '[]',
      version: 1,
    })
    .execute();
  return user;
}
