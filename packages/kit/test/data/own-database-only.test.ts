// In production each service's role owns its database and may connect to no other (CONNECT
// revoked from PUBLIC): the migrations must not need the maintenance database then.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { ensureDatabase } from '../../src/data/db.js';
import { migrateDatabase } from '../../src/data/migration-command.js';
import { PG_ADMIN } from '../events/bus-helpers.js';

const ROLE = 'art_kit_owner_only';
const OWN = 'art_kit_owner_only_test';
const MISSING = 'art_kit_owner_only_missing';
// Stands in for "postgres": closed to the role, like every database but its own in production.
const CLOSED = 'art_kit_closed_maintenance_test';

const asRole = (database: string) => {
  const url = new URL(PG_ADMIN);
  url.username = ROLE;
  url.password = 'owner-only-password';
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(statements: string[]) {
  const client = new pg.Client({ connectionString: PG_ADMIN });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const cleanUp = () =>
  admin([
    `drop database if exists ${OWN} with (force)`,
    `drop database if exists ${MISSING} with (force)`,
    `drop database if exists ${CLOSED} with (force)`,
    `drop role if exists ${ROLE}`,
  ]);

before(async () => {
  await cleanUp();
  await admin([
    `create role ${ROLE} login nocreatedb password 'owner-only-password'`,
    `create database ${OWN} owner ${ROLE} template template0 encoding 'UTF8' lc_collate 'C.utf8' lc_ctype 'C.utf8'`,
    `revoke connect, temporary on database ${OWN} from public`,
    `create database ${CLOSED}`,
    `revoke connect, temporary on database ${CLOSED} from public`,
  ]);
});

after(cleanUp);

test('the role that owns only its database: ensureDatabase connects straight to it, never to the maintenance database', async () => {
  await assert.rejects(async () => {
    const client = new pg.Client({ connectionString: asRole(CLOSED) });
    try {
      await client.connect();
    } finally {
      await client.end().catch(() => {});
    }
  }, /permission denied for database/);
  await ensureDatabase(asRole(OWN), { maintenanceDatabase: CLOSED });
});

test('the migrations run as that role in its own database', async () => {
  await migrateDatabase(asRole(OWN), {});
  const client = new pg.Client({ connectionString: asRole(OWN) });
  await client.connect();
  try {
    const { rows } = await client.query(`select tableowner from pg_tables where tablename = 'outbox'`);
    assert.deepEqual(rows, [{ tableowner: ROLE }]);
  } finally {
    await client.end();
  }
});

test('a missing database the role may not create: the error says to create it beforehand', async () => {
  await assert.rejects(
    ensureDatabase(asRole(MISSING), { maintenanceDatabase: CLOSED }),
    /Database "art_kit_owner_only_missing" does not exist and cannot be created here \(the maintenance database "art_kit_closed_maintenance_test" refuses this role/,
  );
  await assert.rejects(
    ensureDatabase(asRole(MISSING)),
    /Database "art_kit_owner_only_missing" does not exist and cannot be created here \(the role may not create databases/,
  );
});

test('a missing database with a role that may create it (development, tests): created', async () => {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${MISSING}`;
  await ensureDatabase(url.toString());
  await ensureDatabase(url.toString());
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.end();
});
