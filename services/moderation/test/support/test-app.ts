import { randomUUID } from 'node:crypto';
import { UserRegistered } from '@art/contracts';
import { INTERNAL_TOKEN_HEADER, USER_ID_HEADER, USER_ROLE_HEADER, USER_SECOND_FACTOR_HEADER } from '@art/kit';
import {
  deleteRedisKeys,
  deleteStreams,
  envelopeOf,
  processed,
  publish,
  resetDatabase,
  testDatabaseUrl,
  uniqueStreamPrefix,
  userSnapshot,
} from '@art/testing';
import type { Kysely } from 'kysely';
import { buildApp, type ModerationApp } from '../../src/app.js';
import { loadModerationConfig, type ModerationConfig } from '../../src/config.js';
import { IDENTITY_DURABLE } from '../../src/consumers.js';
import type { ModerationTables } from '../../src/db/schema.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

export interface ModerationTestContext {
  app: ModerationApp;
  config: ModerationConfig;
  db: Kysely<ModerationTables>;
  close(): Promise<void>;
}

/**
 * The real service against the machine's PostgreSQL, NATS and Redis: its own database
 * (art_moderation_<name>_test) and its own stream prefix. No S3: moderation only signs addresses.
 */
export async function startModerationTestApp(
  name: string,
  env: Record<string, string> = {},
): Promise<ModerationTestContext> {
  const databaseUrl = await resetDatabase(testDatabaseUrl(`moderation_${name}`));
  const prefix = uniqueStreamPrefix();
  const config = loadModerationConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    NATS_URL: process.env.NATS_URL,
    BUS_PREFIX: prefix,
    INTERNAL_TOKEN,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    db: app.db,
    async close() {
      await app.close();
      await deleteStreams(config.BUS_PREFIX, config.NATS_URL);
      await deleteRedisKeys(prefix, config.REDIS_URL);
    },
  };
}

export interface Person {
  id: string;
  name: string;
  email: string;
  slug: string;
  role: number;
}

/** The headers the gateway sets for a signed-in user; an operator's session carries its second factor. */
export function viewerHeaders(person: Pick<Person, 'id' | 'role'>, secondFactor = true): Record<string, string> {
  return {
    [USER_ID_HEADER]: person.id,
    [USER_ROLE_HEADER]: String(person.role),
    [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN,
    ...(secondFactor ? { [USER_SECOND_FACTOR_HEADER]: '1' } : {}),
  };
}

export function snapshotOf(person: Person, version = 1, suspended = false) {
  const { id: userId, name, slug, email, role } = person;
  return userSnapshot({ userId, name, slug, email, role, suspended, version });
}

/** A member as identity.user.registered puts them in the projection (through the bus). */
export async function registered(
  t: ModerationTestContext,
  fields: Partial<Person> & { name: string },
): Promise<Person> {
  const id = fields.id ?? randomUUID();
  const person: Person = {
    id,
    name: fields.name,
    email: fields.email ?? `${id.slice(0, 8)}@example.com`,
    slug: fields.slug ?? `${fields.name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 8)}`,
    role: fields.role ?? 21,
  };
  const event = envelopeOf(UserRegistered, snapshotOf(person));
  await publish(t.app.bus, event);
  await processed(t.db, IDENTITY_DURABLE, event.id);
  return person;
}

type Method = 'GET' | 'POST';

/** A call to the app as `viewer` (null: a guest), through the gateway's headers. */
export function caller(app: ModerationApp) {
  return (viewer: Pick<Person, 'id' | 'role'> | null, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: viewer ? viewerHeaders(viewer) : {} });
}

/** The events the service wrote to its outbox for this subject, oldest first (their data). */
export async function outboxData(db: Kysely<ModerationTables>, subject: string): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['payload', 'seq'])
    .where('subject', '=', subject)
    .orderBy('seq')
    .execute();
  return rows.map((row) => {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return (payload as { data: Record<string, unknown> }).data;
  });
}

/** The audit rows of one action, oldest first. */
export async function auditOf(db: Kysely<ModerationTables>, action: string) {
  return db.selectFrom('operator_actions').selectAll().where('action', '=', action).orderBy('created_at').execute();
}
