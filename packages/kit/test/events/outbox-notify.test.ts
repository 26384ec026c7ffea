import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { resetDatabase, waitUntil } from '@art/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { Type } from 'typebox';
import { databasePlugin } from '../../src/data/database-plugin.js';
import { busPlugin } from '../../src/events/bus-plugin.js';
import { defineEvent } from '../../src/events/envelope.js';
import { writeEvent } from '../../src/events/outbox.js';
import { OUTBOX_CHANNEL } from '../../src/events/outbox-listener.js';
import { outboxPlugin } from '../../src/events/outbox-plugin.js';
import { NATS_URL, PG_ADMIN, removeStreams } from './bus-helpers.js';

const SculptureCast = defineEvent('kit.sculpture.cast', 1, Type.Object({ sculptureId: Type.String() }));
const url = PG_ADMIN.replace(/\/postgres$/, '/art_kit_outbox_notify_test');
// Far longer than any wait below: whatever is published in time was published on the commit.
const POLL_MS = 120_000;
const PROMPTLY_MS = 3_000;
let app: FastifyInstance;

before(async () => {
  await resetDatabase(url, { extensions: [] });
  app = Fastify({ logger: false });
  await app.register(databasePlugin, { url, migrations: {} });
  await app.register(busPlugin, {
    url: NATS_URL,
    name: 'kit-notify',
    prefix: `n${Date.now().toString(36)}`,
    streams: [{ base: 'KIT', subjectRoot: 'kit' }],
  });
  await app.register(outboxPlugin, { intervalMs: POLL_MS });
  await app.ready();
});

after(async () => {
  await removeStreams(app.bus);
  await app.close();
});

async function sentAt(eventId: string) {
  const row = await app.db.selectFrom('outbox').select('sent_at').where('id', '=', eventId).executeTakeFirst();
  return row?.sent_at ?? null;
}

async function streamedIds(): Promise<string[]> {
  const stream = app.bus.streamName('KIT');
  const info = await app.bus.jsm.streams.info(stream);
  const ids: string[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq += 1) {
    const message = await app.bus.jsm.streams.getMessage(stream, { seq });
    ids.push(JSON.parse(new TextDecoder().decode(message.data)).id);
  }
  return ids;
}

async function castInCommittedTransaction(sculptureId: string) {
  return app.db.transaction().execute((trx) => writeEvent(trx, SculptureCast, { sculptureId }));
}

test('an event written in a committed transaction is published at once, without a kick', async () => {
  const event = await castInCommittedTransaction('committed');
  await waitUntil('the committed event to be published', () => sentAt(event.id), {
    timeoutMs: PROMPTLY_MS,
    intervalMs: 20,
  });
  assert.ok((await streamedIds()).includes(event.id));
});

test('an event written in a rolled-back transaction is never published, nor announced', async () => {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  const heard: string[] = [];
  watcher.on('notification', (message) => heard.push(message.channel));
  await watcher.query(`listen ${OUTBOX_CHANNEL}`);
  let rolledBackId = '';
  try {
    await assert.rejects(
      app.db.transaction().execute(async (trx) => {
        rolledBackId = (await writeEvent(trx, SculptureCast, { sculptureId: 'rolled-back' })).id;
        throw new Error('the sale fell through');
      }),
      /fell through/,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.deepEqual(heard, [], 'a rollback notifies nobody');

    // A commit after it is heard and published; the rolled-back event is still nowhere.
    const later = await castInCommittedTransaction('after-the-rollback');
    await waitUntil('the later event to be published', () => sentAt(later.id), {
      timeoutMs: PROMPTLY_MS,
      intervalMs: 20,
    });
    assert.deepEqual(heard, [OUTBOX_CHANNEL]);
  } finally {
    await watcher.end();
  }
  assert.ok(rolledBackId);
  assert.equal(
    await app.db.selectFrom('outbox').select('id').where('id', '=', rolledBackId).executeTakeFirst(),
    undefined,
  );
  assert.ok(!(await streamedIds()).includes(rolledBackId));
});

test('the listener connects again after PostgreSQL drops it, and commits are published at once again', async () => {
  const listenerPids = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database() and query ilike ${`listen ${OUTBOX_CHANNEL}%`}`.execute(app.db)
    ).rows.map((row) => row.pid);
  const [dropped] = await listenerPids();
  assert.ok(dropped, 'the plugin listens on a connection of its own');
  await sql`select pg_terminate_backend(${dropped})`.execute(app.db);
  await waitUntil('a new listener connection', async () => {
    const pids = await listenerPids();
    return pids.length === 1 && pids[0] !== dropped;
  });

  const event = await castInCommittedTransaction('after-the-drop');
  await waitUntil('the event after the reconnection to be published', () => sentAt(event.id), {
    timeoutMs: PROMPTLY_MS,
    intervalMs: 20,
  });
});
