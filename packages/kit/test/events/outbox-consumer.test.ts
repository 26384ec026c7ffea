import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import type { KitTables } from '../../src/data/kit-migrations.js';
import type { Bus } from '../../src/events/bus.js';
import { on, startConsumer } from '../../src/events/consumer.js';
import { defineEvent } from '../../src/events/envelope.js';
import { writeEvent } from '../../src/events/outbox.js';
import { startOutboxRelay } from '../../src/events/outbox-relay.js';
import { closeOutboxTestbed, openOutboxTestbed, silentLogger } from './bus-helpers.js';

const ArtworkLiked = defineEvent(
  'kit.artwork.liked',
  1,
  Type.Object({ artworkId: Type.String(), count: Type.Integer() }),
);

interface LikeTables extends KitTables {
  likes_seen: { artwork_id: string; count: number };
}

let db: Kysely<LikeTables>;
let bus: Bus;

before(async () => {
  ({ db, bus } = await openOutboxTestbed<LikeTables>(
    'art_kit_k1_test',
    sql`create table likes_seen (artwork_id text not null, count integer not null)`,
  ));
});

after(() => closeOutboxTestbed(db, bus));

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('writeEvent refuses data that breaks the contract and stores nothing', async () => {
  await assert.rejects(
    writeEvent(db, ArtworkLiked, { artworkId: 'a', count: 'many' } as never),
    /does not match its contract/,
  );
  const rows = await db.selectFrom('outbox').selectAll().execute();
  assert.equal(rows.length, 0);
});

test('events written in a rolled-back transaction never leave', async () => {
  await assert.rejects(
    db.transaction().execute(async (trx) => {
      await writeEvent(trx, ArtworkLiked, { artworkId: 'rolled', count: 1 });
      throw new Error('state change failed');
    }),
  );
  assert.equal((await db.selectFrom('outbox').selectAll().execute()).length, 0);
});

test('relay publishes once per event, consumer applies each once, redelivery is skipped', async () => {
  const first = await db
    .transaction()
    .execute((trx) => writeEvent(trx, ArtworkLiked, { artworkId: 'a1', count: 1 }, { requestId: 'req-1' }));
  await writeEvent(db, ArtworkLiked, { artworkId: 'a2', count: 2 });
  const relay = startOutboxRelay({ db, bus, logger: silentLogger, intervalMs: 50 });
  await waitFor(async () => {
    const unsent = await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
    return unsent.length === 0 ? true : undefined;
  });
  // A second publish of the same msgID (a relay that crashed before marking sent) is dropped.
  const again = await bus.js.publish(bus.subject(ArtworkLiked.type), JSON.stringify(first), { msgID: first.id });
  assert.equal(again.duplicate, true);
  const stream = await bus.jsm.streams.info(bus.streamName('KIT'));
  assert.equal(stream.state.messages, 2);

  const seen: string[] = [];
  const consumer = await startConsumer<LikeTables>({
    bus,
    db,
    logger: silentLogger,
    durable: 'kit-likes',
    stream: 'KIT',
    filterSubject: 'kit.>',
    handlers: on(ArtworkLiked, async (event, { trx }) => {
      seen.push(event.requestId ?? '-');
      await trx
        .insertInto('likes_seen')
        .values({ artwork_id: event.data.artworkId, count: event.data.count })
        .execute();
    }),
  });
  await waitFor(async () => {
    const rows = await db.selectFrom('likes_seen').selectAll().execute();
    return rows.length === 2 ? rows : undefined;
  });
  assert.deepEqual(seen, ['req-1', '-']);

  // A late redelivery (outside the duplicate window: a new msgID) must not apply twice.
  await bus.js.publish(bus.subject(ArtworkLiked.type), JSON.stringify(first), { msgID: 'late-redelivery' });
  await waitFor(async () => {
    const processed = await db.selectFrom('processed_events').selectAll().execute();
    const info = await bus.jsm.consumers.info(bus.streamName('KIT'), 'kit-likes');
    return info.num_ack_pending === 0 && info.num_pending === 0 && processed.length === 2 ? true : undefined;
  });
  assert.equal((await db.selectFrom('likes_seen').selectAll().execute()).length, 2);
  await consumer.stop();
  await relay.stop();
});

test('a failing event is retried, then moved to the dead-letter stream', async () => {
  await writeEvent(db, ArtworkLiked, { artworkId: 'poison', count: 9 });
  const relay = startOutboxRelay({ db, bus, logger: silentLogger, intervalMs: 50 });
  let attempts = 0;
  const consumer = await startConsumer<LikeTables>({
    bus,
    db,
    logger: silentLogger,
    durable: 'kit-poison',
    stream: 'KIT',
    filterSubject: 'kit.>',
    maxDeliver: 3,
    backoffMs: [20, 20, 20],
    handlers: on(ArtworkLiked, async (event) => {
      if (event.data.artworkId === 'poison') {
        attempts += 1;
        throw new Error('cannot handle poison');
      }
    }),
  });
  const dead = await waitFor(async () => {
    const info = await bus.jsm.streams.info(bus.streamName('DEADLETTER')).catch(() => undefined);
    return info && info.state.messages > 0 ? info : undefined;
  });
  assert.equal(dead.state.messages, 1);
  assert.equal(attempts, 3);
  const message = await bus.jsm.streams.getMessage(bus.streamName('DEADLETTER'), { seq: dead.state.first_seq });
  assert.match(message.header.get('x-error'), /cannot handle poison/);
  assert.equal(message.header.get('x-consumer'), 'kit-poison');
  await consumer.stop();
  await relay.stop();
});
