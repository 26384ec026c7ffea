import { randomUUID } from 'node:crypto';
import type { Kysely, RawBuilder } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { createDb, ensureDatabase, migrateToLatest } from '../../src/data/db.js';
import type { KitTables } from '../../src/data/kit-migrations.js';
import { type Bus, connectBus, ensureStream } from '../../src/events/bus.js';

export const PG_ADMIN = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const silentLogger = pino({ level: 'silent' });

/** A fresh database with the kit tables, dropped first so each run starts empty. */
export async function freshKitDb(name: string): Promise<{ db: Kysely<KitTables>; url: string }> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  const url = PG_ADMIN.replace(/\/postgres$/, `/${name}`);
  await ensureDatabase(url);
  const db = createDb<KitTables>(url, 4);
  await migrateToLatest(db as Kysely<unknown>, {});
  return { db, url };
}

export async function testBus() {
  return connectBus({ url: NATS_URL, name: 'kit-test', prefix: `t${randomUUID().slice(0, 8)}` });
}

export async function removeStreams(bus: Awaited<ReturnType<typeof testBus>>) {
  for await (const info of bus.jsm.streams.list()) {
    if (info.config.name.startsWith(bus.prefix.toUpperCase())) await bus.jsm.streams.delete(info.config.name);
  }
}

/**
 * What each outbox and consumer suite opens in its `before`: a fresh kit database (with the
 * suite's own `tables`, if any) and a bus of its own prefix with the KIT stream (subjects `kit.>`).
 */
export async function openOutboxTestbed<Tables extends KitTables = KitTables>(
  dbName: string,
  tables?: RawBuilder<unknown>,
): Promise<{ db: Kysely<Tables>; url: string; bus: Bus }> {
  const { db, url } = await freshKitDb(dbName);
  if (tables) await tables.execute(db);
  const bus = await testBus();
  await ensureStream(bus, 'KIT', 'kit');
  return { db: db as unknown as Kysely<Tables>, url, bus };
}

/** Its `after`: the bus's streams removed, the bus drained, the database closed. */
export async function closeOutboxTestbed(db: Pick<Kysely<unknown>, 'destroy'>, bus: Bus): Promise<void> {
  await removeStreams(bus);
  await bus.nc.drain();
  await db.destroy();
}
