import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { startOwnNats, waitUntil } from '@art/testing';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { createDb } from '../../src/data/db.js';
import type { KitTables } from '../../src/data/kit-migrations.js';
import { type Bus, connectBus, ensureStream } from '../../src/events/bus.js';
import { defineEvent } from '../../src/events/envelope.js';
import { writeEvent } from '../../src/events/outbox.js';
import { outboxLag, pruneSentOutbox } from '../../src/events/outbox-maintenance.js';
import { startOutboxRelay } from '../../src/events/outbox-relay.js';
import { closeOutboxTestbed, freshKitDb, NATS_URL, openOutboxTestbed, silentLogger } from './bus-helpers.js';

const PaintingListed = defineEvent('kit.painting.listed', 1, Type.Object({ paintingId: Type.String() }));

let db: Kysely<KitTables>;
let url: string;
let bus: Bus;

before(async () => {
  ({ db, url, bus } = await openOutboxTestbed('art_kit_k1_relay_test'));
});

after(() => closeOutboxTestbed(db, bus));

/** Another connection with the same prefix: a second replica of the same service. */
const replicaOf = (of: Bus) => connectBus({ url: NATS_URL, name: 'kit-replica', prefix: of.prefix });

async function emptyOutbox() {
  await db.deleteFrom('outbox').execute();
}

async function allSent() {
  await waitUntil(
    'every outbox row to be sent or parked',
    async () => {
      const left = await db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('parked_at', 'is', null);
      return (await left.execute()).length === 0;
    },
    { timeoutMs: 60_000, intervalMs: 100 },
  );
}

/** Event ids as the stream stores them, in stream sequence order. */
async function streamedIds(): Promise<string[]> {
  const stream = bus.streamName('KIT');
  const info = await bus.jsm.streams.info(stream);
  const ids: string[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq += 1) {
    const message = await bus.jsm.streams.getMessage(stream, { seq });
    ids.push(JSON.parse(new TextDecoder().decode(message.data)).id);
  }
  return ids;
}

test('two relay replicas on one outbox publish 400 events in outbox order', { timeout: 90_000 }, async () => {
  await emptyOutbox();
  await bus.jsm.streams.purge(bus.streamName('KIT'));
  const written: string[] = [];
  for (let i = 0; i < 400; i += 1) written.push((await writeEvent(db, PaintingListed, { paintingId: `p${i}` })).id);

  // Two replicas: each its own pool and NATS connection, small batches so both get turns.
  const replicaDbs = [createDb<KitTables>(url, 3), createDb<KitTables>(url, 3)];
  const replicaBuses = [await replicaOf(bus), await replicaOf(bus)];
  const relays = replicaDbs.map((replicaDb, i) =>
    startOutboxRelay({ db: replicaDb, bus: replicaBuses[i], logger: silentLogger, intervalMs: 5, batchSize: 7 }),
  );
  try {
    await allSent();
  } finally {
    for (const relay of relays) await relay.stop();
    for (const replicaBus of replicaBuses) await replicaBus.nc.close();
    for (const replicaDb of replicaDbs) await replicaDb.destroy();
  }

  const stored = await streamedIds();
  assert.equal(stored.length, 400, 'each event is stored once');
  const position = new Map(written.map((id, index) => [id, index]));
  let inversions = 0;
  for (let i = 1; i < stored.length; i += 1) {
    if ((position.get(stored[i]) ?? -1) < (position.get(stored[i - 1]) ?? -1)) inversions += 1;
  }
  assert.equal(inversions, 0, 'the stream holds the events in the order they were written');
  assert.deepEqual(stored, written);
});

test('a row NATS refuses is parked after maxAttempts and the rows after it are published', async () => {
  await emptyOutbox();
  const before = await writeEvent(db, PaintingListed, { paintingId: 'before' });
  // Larger than NATS's max_payload (1 MB by default): no publish of it can ever succeed.
  const poisonId = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id: poisonId,
      subject: PaintingListed.type,
      payload: JSON.stringify({ id: poisonId, blob: 'x'.repeat(2 * 1024 * 1024) }),
    } as never)
    .execute();
  const afterPoison = await writeEvent(db, PaintingListed, { paintingId: 'after' });

  const waiting = await outboxLag(db);
  assert.equal(waiting.pending, 3);
  assert.equal(waiting.parked, 0);
  assert.ok(waiting.oldestPendingSeconds !== null && waiting.oldestPendingSeconds >= 0);

  const relay = startOutboxRelay({ db, bus, logger: silentLogger, intervalMs: 10, maxAttempts: 3 });
  try {
    await allSent();
  } finally {
    await relay.stop();
  }
  const rows = await db.selectFrom('outbox').selectAll().orderBy('seq').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  assert.ok(byId.get(before.id)?.sent_at, 'the row before the poison is sent');
  assert.ok(byId.get(afterPoison.id)?.sent_at, 'the row after the poison is sent');
  const poison = byId.get(poisonId);
  assert.equal(poison?.sent_at, null);
  assert.ok(poison?.parked_at, 'the poison row is parked');
  assert.equal(poison?.attempts, 3);
  assert.match(poison?.last_error ?? '', /MAX_PAYLOAD/i);
  assert.deepEqual(await outboxLag(db), { pending: 0, parked: 1, oldestPendingSeconds: null });
});

test('a NATS outage does not park rows: they wait and go out when NATS is back', { timeout: 60_000 }, async () => {
  const nats = await startOwnNats();
  const ownBus = await connectBus({ url: nats.url, name: 'kit-outage', prefix: bus.prefix });
  const ownDbName = 'art_kit_k1_outage_test';
  const { db: ownDb } = await freshKitDb(ownDbName);
  try {
    await ensureStream(ownBus, 'KIT', 'kit');
    await nats.stop();
    const event = await writeEvent(ownDb, PaintingListed, { paintingId: 'during-outage' });
    const relay = startOutboxRelay({ db: ownDb, bus: ownBus, logger: silentLogger, intervalMs: 10, maxAttempts: 2 });
    try {
      await waitUntil(
        'several failed publishes',
        async () => {
          const row = await ownDb.selectFrom('outbox').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
          return row.attempts >= 3;
        },
        { timeoutMs: 30_000 },
      );
      const row = await ownDb.selectFrom('outbox').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
      assert.equal(row.parked_at, null, 'an outage is not the row’s fault');
      await nats.start();
      relay.kick();
      await waitUntil(
        'the row to go out after the outage',
        async () => {
          const sent = await ownDb.selectFrom('outbox').select('sent_at').where('id', '=', event.id).executeTakeFirst();
          return sent?.sent_at ?? undefined;
        },
        { timeoutMs: 30_000 },
      );
    } finally {
      await relay.stop();
    }
  } finally {
    await ownBus.nc.close();
    await ownDb.destroy();
    await nats.dispose();
  }
});

test('sent rows older than the retention are pruned; unsent, parked and recent rows stay', async () => {
  await emptyOutbox();
  const oldSent = await writeEvent(db, PaintingListed, { paintingId: 'old-sent' });
  const recentSent = await writeEvent(db, PaintingListed, { paintingId: 'recent-sent' });
  const oldUnsent = await writeEvent(db, PaintingListed, { paintingId: 'old-unsent' });
  const oldParked = await writeEvent(db, PaintingListed, { paintingId: 'old-parked' });
  const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
  await db.updateTable('outbox').set({ created_at: tenDaysAgo }).execute();
  await db.updateTable('outbox').set({ sent_at: tenDaysAgo }).where('id', '=', oldSent.id).execute();
  await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', recentSent.id).execute();
  await db.updateTable('outbox').set({ parked_at: tenDaysAgo }).where('id', '=', oldParked.id).execute();
  // Many old sent rows, so the pruning needs several batches.
  for (let i = 0; i < 25; i += 1) {
    const extra = await writeEvent(db, PaintingListed, { paintingId: `old-${i}` });
    await db.updateTable('outbox').set({ sent_at: tenDaysAgo }).where('id', '=', extra.id).execute();
  }

  const pruned = await pruneSentOutbox(db, { olderThanMs: 7 * 24 * 60 * 60 * 1000, batchSize: 10 });
  assert.equal(pruned, 26);
  const left = (await db.selectFrom('outbox').select('id').execute()).map((row) => row.id).sort();
  assert.deepEqual(left, [recentSent.id, oldUnsent.id, oldParked.id].sort());
});

test('the active relay prunes old sent rows by itself', async () => {
  await emptyOutbox();
  const old = await writeEvent(db, PaintingListed, { paintingId: 'pruned-by-relay' });
  await db
    .updateTable('outbox')
    .set({ sent_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
    .where('id', '=', old.id)
    .execute();
  const fresh = await writeEvent(db, PaintingListed, { paintingId: 'kept' });
  const relay = startOutboxRelay({
    db,
    bus,
    logger: silentLogger,
    intervalMs: 10,
    retentionMs: 24 * 60 * 60 * 1000,
    pruneIntervalMs: 0,
  });
  try {
    await waitUntil('the old row to be pruned', async () => {
      const ids = (await db.selectFrom('outbox').select('id').execute()).map((row) => row.id);
      return !ids.includes(old.id) && ids.includes(fresh.id);
    });
  } finally {
    await relay.stop();
  }
});
