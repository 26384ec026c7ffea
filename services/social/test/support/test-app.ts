import { randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, USER_ID_HEADER, USER_ROLE_HEADER } from '@art/kit';
import { deleteStreams, resetDatabase, startS3StandIn, testDatabaseUrl, uniqueStreamPrefix } from '@art/testing';
import type { Kysely } from 'kysely';
import { buildApp, type SocialApp } from '../../src/app.js';
import { loadSocialConfig, type SocialConfig } from '../../src/config.js';
import type { SocialTables } from '../../src/db/schema.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

export interface SocialTestContext {
  app: SocialApp;
  config: SocialConfig;
  db: Kysely<SocialTables>;
  s3Endpoint: string;
  close(): Promise<void>;
}

/**
 * The real service against the machine's PostgreSQL, NATS and Redis: its own database
 * (art_social_<name>_test, so test files can run side by side), its own stream prefix and its own
 * S3 stand-in.
 */
export async function startSocialTestApp(name: string, env: Record<string, string> = {}): Promise<SocialTestContext> {
  const databaseUrl = await resetDatabase(testDatabaseUrl(`social_${name}`));
  const s3 = await startS3StandIn('social');
  const config = loadSocialConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    NATS_URL: process.env.NATS_URL,
    BUS_PREFIX: uniqueStreamPrefix(),
    INTERNAL_TOKEN,
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
      // This run's streams only (its own prefix): social's and those it created for others.
      await deleteStreams(config.BUS_PREFIX, config.NATS_URL);
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
}

/**
 * A user in social's projection, as identity's events would have put it there (tests of the
 * consumers feed it through the bus instead).
 */
export async function seedUser(
  db: Kysely<SocialTables>,
  fields: Partial<SeededUser> & {
    verifiedArtist?: boolean;
    picture?: string;
    isPrivate?: boolean;
    categories?: { _id: string; name: string }[];
  } = {},
): Promise<SeededUser> {
  const id = fields.id ?? randomUUID();
  const user = {
    id,
    name: fields.name ?? 'Ramesh Chitrakar',
    slug: fields.slug ?? `ramesh-${id.slice(0, 8)}`,
    role: fields.role ?? 11,
  };
  await db
    .insertInto('users')
    .values({
      ...user,
      picture: fields.picture ?? '',
      verified_artist: fields.verifiedArtist ?? false,
      is_private: fields.isPrivate ?? false,
      categories: JSON.stringify(fields.categories ?? []),
      version: 1,
    })
    .execute();
  return user;
}

/** A call to the test app as `viewer` (the gateway's identity headers), with an optional JSON body. */
export function callAs(
  t: SocialTestContext,
  viewer: SeededUser,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: viewerHeaders(viewer.id, viewer.role) });
}
