import { randomUUID } from 'node:crypto';
import { BASE_CATEGORIES, isOperatorRole } from '@art/contracts';
import { INTERNAL_TOKEN_HEADER, USER_ID_HEADER, USER_ROLE_HEADER, USER_SECOND_FACTOR_HEADER } from '@art/kit';
import {
  deleteStreams,
  resetDatabase,
  type ServiceHandle,
  startS3StandIn,
  startService,
  stopService,
  testDatabaseUrl,
  uniqueStreamPrefix,
} from '@art/testing';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp, type CommerceApp } from '../../src/app.js';
import { type CommerceConfig, loadCommerceConfig } from '../../src/config.js';
import type { CommerceTables } from '../../src/db/schema.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

export interface Member {
  id: string;
  name: string;
  role: number;
}

export interface CommerceTestContext {
  app: CommerceApp;
  config: CommerceConfig;
  db: Kysely<CommerceTables>;
  /** The real catalogue service (its own process and database): stock is reserved there. */
  catalogue: ServiceHandle;
  catalogueDb: Kysely<any>;
  close(): Promise<void>;
}

/**
 * The real service against the machine's PostgreSQL, NATS and Redis, next to a real catalogue
 * process sharing its stream prefix: commerce reserves stock there and reads catalogue's artwork
 * events back into its projection, as in production.
 */
export async function startCommerceTestApp(
  name: string,
  env: Record<string, string> = {},
): Promise<CommerceTestContext> {
  const databaseUrl = await resetDatabase(testDatabaseUrl(`commerce_${name}`));
  const catalogueUrl = await resetDatabase(testDatabaseUrl(`commerce_${name}_catalogue`));
  const busPrefix = uniqueStreamPrefix();
  const s3 = await startS3StandIn('commerce');
  const catalogue = await startService('catalogue', {
    DATABASE_URL: catalogueUrl,
    BUS_PREFIX: busPrefix,
    INTERNAL_TOKEN,
    S3_ENDPOINT: s3.endpoint,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  });
  const config = loadCommerceConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    NATS_URL: process.env.NATS_URL,
    BUS_PREFIX: busPrefix,
    INTERNAL_TOKEN,
    CATALOGUE_URL: catalogue.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The tests call the reconciler themselves.
    RECONCILE_INTERVAL_MS: '3600000',
    // Suites place many orders for one buyer; the cap has its own test (holds.test.ts) at the default.
    MAX_UNPAID_PIECES: '1000',
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  const catalogueDb = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: catalogueUrl, max: 2 }) }),
  });
  return {
    app,
    config,
    db: app.db,
    catalogue,
    catalogueDb,
    async close() {
      await app.close();
      await stopService(catalogue);
      await catalogueDb.destroy();
      await deleteStreams(config.BUS_PREFIX, config.NATS_URL);
      await s3.stop();
    },
  };
}

/** The headers the gateway sets for a signed-in user (services trust only the gateway). */
export function viewerHeaders(member: Member): Record<string, string> {
  return {
    [USER_ID_HEADER]: member.id,
    [USER_ROLE_HEADER]: String(member.role),
    [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN,
    // An operator's session is signed in with the second factor, as operator routes require.
    ...(isOperatorRole(member.role) ? { [USER_SECOND_FACTOR_HEADER]: '1' } : {}),
  };
}

export const SHIPPING_DETAILS = {
  country: 'Nepal',
  city: 'Lalitpur',
  state: 'Bagmati',
  postalCode: '44700',
  address: 'Patan Durbar Square 5',
  address2: '',
  phoneNumber: '9841000000',
};

/** A member in commerce's projection, as identity's events would have put it there. */
export async function seedMember(db: Kysely<CommerceTables>, fields: Partial<Member> & { email?: string } = {}) {
  const member = { id: fields.id ?? randomUUID(), name: fields.name ?? 'Anita Gurung', role: fields.role ?? 21 };
  await db
    .insertInto('members')
    .values({
      ...member,
      slug: `${member.name.toLowerCase().replace(/\W+/g, '-')}-${member.id.slice(0, 6)}`,
      email: fields.email ?? `${member.id.slice(0, 8)}@example.com`,
      shipping: JSON.stringify(SHIPPING_DETAILS),
      version: 1,
    })
    .execute();
  return member;
}

/**
 * An artwork for sale: a row in catalogue's database (the owner of its stock) and the snapshot
 * commerce's projection holds of it, as catalogue's created event would have written it.
 */
export async function artworkForSale(
  t: CommerceTestContext,
  artist: Member,
  fields: { name?: string; price?: number; stock?: number } = {},
) {
  const id = randomUUID();
  const name = fields.name ?? 'Machhapuchhre at Dawn';
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 8)}`;
  const price = fields.price ?? 25_000;
  const stock = fields.stock ?? 1;
  const inStore = price > 0;
  await t.catalogueDb
    .insertInto('artworks')
    .values({
      id,
      slug,
      name,
      price,
      stock,
      in_store: inStore,
      author_id: artist.id,
      main_category_id: BASE_CATEGORIES[0]._id,
      categories: JSON.stringify([{ _id: BASE_CATEGORIES[0]._id, name: BASE_CATEGORIES[0].name }]),
      tags: [],
      width: 10,
      height: 10,
      breadth: 1,
      weight: 1,
      updated_at: new Date(),
    })
    .execute();
  await t.db
    .insertInto('products')
    .values({
      id,
      slug,
      name,
      author_id: artist.id,
      price,
      stock,
      in_store: inStore,
      thumbnail: `/media/${slug}.webp`,
      version: 1,
    })
    .execute();
  return { id, slug, name, price };
}

/** `count` artworks for sale by one artist, named `<name> 1` to `<name> <count>`. */
export function artworksForSale(t: CommerceTestContext, artist: Member, count: number, name: string) {
  return Promise.all(Array.from({ length: count }, (_, i) => artworkForSale(t, artist, { name: `${name} ${i + 1}` })));
}
