import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { waitUntil } from '@art/testing';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import type { KitTables } from '../../src/data/kit-migrations.js';
import { type Bus, DEAD_LETTER_STREAM, ensureDeadLetterStream } from '../../src/events/bus.js';
import { on, startConsumer } from '../../src/events/consumer.js';
import { listDeadLetters } from '../../src/events/dead-letters.js';
import { runDeadLettersCli } from '../../src/events/dead-letters-cli.js';
import { defineEvent } from '../../src/events/envelope.js';
import { writeEvent } from '../../src/events/outbox.js';
import { startOutboxRelay } from '../../src/events/outbox-relay.js';
import { closeOutboxTestbed, NATS_URL, openOutboxTestbed, silentLogger } from './bus-helpers.js';

const CommissionRequested = defineEvent('kit.commission.requested', 1, Type.Object({ commissionId: Type.String() }));

interface CommissionTables extends KitTables {
  commissions_seen: { consumer: string; commission_id: string };
}

let db: Kysely<CommissionTables>;
let bus: Bus;

before(async () => {
  ({ db, bus } = await openOutboxTestbed<CommissionTables>(
    'art_kit_k1_deadletter_test',
    sql`create table commissions_seen (consumer text not null, commission_id text not null)`,
  ));
});

after(() => closeOutboxTestbed(db, bus));

/** Publishes through the outbox, as a service does. */
async function publish(commissionId: string) {
  const event = await writeEvent(db, CommissionRequested, { commissionId });
  const relay = startOutboxRelay({ db, bus, logger: silentLogger, intervalMs: 20 });
  await waitUntil('the event to be published', async () => {
    const row = await db.selectFrom('outbox').select('sent_at').where('id', '=', event.id).executeTakeFirst();
    return row?.sent_at;
  });
  await relay.stop();
  return event;
}

async function seen(consumer: string, commissionId: string) {
  const rows = await db
    .selectFrom('commissions_seen')
    .selectAll()
    .where('consumer', '=', consumer)
    .where('commission_id', '=', commissionId)
    .execute();
  return rows.length;
}

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDeadLettersCli(argv, {
    env: { NATS_URL, BUS_PREFIX: bus.prefix },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function commissionConsumer(durable: string, fails: () => boolean, backoffMs = [10]) {
  return startConsumer<CommissionTables>({
    bus,
    db,
    logger: silentLogger,
    durable,
    stream: 'KIT',
    filterSubject: 'kit.commission.>',
    maxDeliver: 2,
    backoffMs,
    handlers: on(CommissionRequested, async (event, { trx }) => {
      if (fails()) throw new Error('the commission book is closed');
      await trx
        .insertInto('commissions_seen')
        .values({ consumer: durable, commission_id: event.data.commissionId })
        .execute();
    }),
  });
}

test('a dead letter carries the event and its failure, is listed, and after a fix and replay is processed', async () => {
  let bookClosed = true;
  const ledger = await commissionConsumer('kit-ledger', () => false);
  const mailer = await commissionConsumer('kit-mailer', () => bookClosed);
  try {
    const event = await publish('c-1');
    const [letter] = await waitUntil('the dead letter', async () => {
      const letters = await listDeadLetters(bus, { consumer: 'kit-mailer' });
      return letters.length > 0 ? letters : undefined;
    });
    assert.equal(letter.eventId, event.id);
    assert.equal(letter.eventType, CommissionRequested.type);
    assert.equal(letter.originalSubject, bus.subject(CommissionRequested.type));
    assert.equal(letter.consumer, 'kit-mailer');
    assert.equal(letter.deliveries, 2);
    assert.match(letter.error, /commission book is closed/);
    assert.equal(JSON.parse(new TextDecoder().decode(letter.data)).id, event.id);
    const stored = await bus.jsm.streams.getMessage(bus.streamName(DEAD_LETTER_STREAM), { seq: letter.seq });
    assert.match(stored.header.get('Nats-Msg-Id'), new RegExp(`^${event.id}:kit-mailer:`));

    // Filters: by consumer, by event type (wildcards), by sequence.
    assert.equal((await listDeadLetters(bus, { consumer: 'kit-ledger' })).length, 0);
    assert.equal((await listDeadLetters(bus, { subject: 'kit.commission.*' })).length, 1);
    assert.equal((await listDeadLetters(bus, { subject: 'kit.order.>' })).length, 0);
    assert.equal((await listDeadLetters(bus, { seqs: [letter.seq + 1000] })).length, 0);
    assert.equal(await seen('kit-mailer', 'c-1'), 0);
    assert.equal(await seen('kit-ledger', 'c-1'), 1);

    // The command an operator runs lists it.
    const listed = await cli(['list', '--consumer', 'kit-mailer']);
    assert.equal(listed.code, 0);
    assert.match(listed.out, new RegExp(`#${letter.seq}  kit-mailer  kit.commission.requested  ${event.id}`));
    assert.match(listed.out, /commission book is closed/);
    // A replay without a filter is refused: nothing is replayed by accident.
    const unfiltered = await cli(['replay']);
    assert.equal(unfiltered.code, 2);
    assert.match(unfiltered.err, /replay needs --consumer, --subject or --seq/);
    assert.equal((await listDeadLetters(bus, { consumer: 'kit-mailer' })).length, 1);

    bookClosed = false;
    const replayed = await cli(['replay', '--consumer', 'kit-mailer', '--subject', 'kit.commission.requested']);
    assert.equal(replayed.code, 0, replayed.err);
    assert.match(replayed.out, /1 replayed, 0 failed/);
    await waitUntil('the replayed event to be processed', async () => (await seen('kit-mailer', 'c-1')) === 1);
    assert.deepEqual(await listDeadLetters(bus, { consumer: 'kit-mailer' }), [], 'a replayed dead letter is removed');

    // The consumer that handled it the first time skips the replay (processed_events).
    await waitUntil('the ledger to settle', async () => {
      const info = await bus.jsm.consumers.info(bus.streamName('KIT'), 'kit-ledger');
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    assert.equal(await seen('kit-ledger', 'c-1'), 1);
  } finally {
    await ledger.stop();
    await mailer.stop();
  }
});

test('when the dead-letter stream cannot take the event, it is not acknowledged but tried again', async () => {
  const dlq = await commissionConsumer('kit-archive', () => true, [50]);
  try {
    await bus.jsm.streams.delete(bus.streamName(DEAD_LETTER_STREAM));
    const event = await publish('c-2');
    // Give it time to fail, try the dead-letter stream (which is gone), and be naked.
    await waitUntil('several deliveries', async () => {
      const info = await bus.jsm.consumers.info(bus.streamName('KIT'), 'kit-archive');
      return info.num_redelivered > 0 && info.delivered.stream_seq > 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await ensureDeadLetterStream(bus);
    const letter = await waitUntil(
      'the dead letter once the stream is back',
      async () => (await listDeadLetters(bus, { consumer: 'kit-archive' })).find((found) => found.eventId === event.id),
      { timeoutMs: 20_000 },
    );
    assert.match(letter.error, /commission book is closed/);
    const info = await bus.jsm.streams.info(bus.streamName(DEAD_LETTER_STREAM));
    assert.equal(info.config.max_age, 30 * 24 * 60 * 60 * 1_000_000_000, 'dead letters are kept 30 days');
  } finally {
    await dlq.stop();
  }
});

test('old processed-event records of a consumer are pruned; recent ones and other consumers’ stay', async () => {
  const long = new Date(Date.now() - 90 * 24 * 60 * 60 * 1000);
  const rows = [
    { consumer: 'kit-pruned', event_id: randomUUID(), processed_at: long },
    { consumer: 'kit-pruned', event_id: randomUUID(), processed_at: long },
    { consumer: 'kit-pruned', event_id: randomUUID(), processed_at: new Date() },
    { consumer: 'kit-other', event_id: randomUUID(), processed_at: long },
  ];
  await db.insertInto('processed_events').values(rows).execute();
  const consumer = await startConsumer<CommissionTables>({
    bus,
    db,
    logger: silentLogger,
    durable: 'kit-pruned',
    stream: 'KIT',
    filterSubject: 'kit.commission.>',
    handlers: {},
    processedRetentionMs: 60 * 24 * 60 * 60 * 1000,
  });
  try {
    await waitUntil('the old records to go', async () => {
      const left = await db.selectFrom('processed_events').select('event_id').where('consumer', '=', 'kit-pruned');
      return (await left.execute()).length === 1;
    });
  } finally {
    await consumer.stop();
  }
  const left = await db
    .selectFrom('processed_events')
    .select('event_id')
    .where(
      'event_id',
      'in',
      rows.map((row) => row.event_id),
    )
    .execute();
  assert.deepEqual(left.map((row) => row.event_id).sort(), [rows[2].event_id, rows[3].event_id].sort());
});
