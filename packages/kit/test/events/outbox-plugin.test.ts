import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { resetDatabase } from '@art/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { databasePlugin } from '../../src/data/database-plugin.js';
import { busPlugin } from '../../src/events/bus-plugin.js';
import { defineEvent } from '../../src/events/envelope.js';
import { writeEvent } from '../../src/events/outbox.js';
import { outboxPlugin } from '../../src/events/outbox-plugin.js';
import { NATS_URL, PG_ADMIN, removeStreams } from './bus-helpers.js';

// No stream takes this subject, so the event stays pending while the test looks.
const SculptureCast = defineEvent('k1nostream.sculpture.cast', 1, Type.Object({ sculptureId: Type.String() }));
const url = PG_ADMIN.replace(/\/postgres$/, '/art_kit_k1_plugin_test');
let app: FastifyInstance;

async function build(options: { maxAttempts?: number } = {}) {
  const instance = Fastify({ logger: false });
  await instance.register(databasePlugin, { url, migrations: {} });
  await instance.register(busPlugin, { url: NATS_URL, name: 'kit-plugin', prefix: 'k1plugin' });
  await instance.register(outboxPlugin, { intervalMs: 50, ...options });
  await instance.ready();
  return instance;
}

before(async () => {
  await resetDatabase(url, { extensions: [] });
  app = await build({ maxAttempts: 1000 });
});

after(async () => {
  await removeStreams(app.bus);
  await app.close();
});

test('app.outboxLag() reports what waits in the outbox', async () => {
  assert.deepEqual(await app.outboxLag(), { pending: 0, parked: 0, oldestPendingSeconds: null });
  await writeEvent(app.db, SculptureCast, { sculptureId: 's1' });
  await app.db
    .updateTable('outbox')
    .set({ created_at: new Date(Date.now() - 90_000) })
    .execute();
  const lag = await app.outboxLag();
  assert.equal(lag.pending, 1);
  assert.equal(lag.parked, 0);
  assert.ok(lag.oldestPendingSeconds !== null && lag.oldestPendingSeconds >= 89, `${lag.oldestPendingSeconds}`);
});

test('a bad OUTBOX_MAX_ATTEMPTS stops the start with a clear message', async () => {
  process.env.OUTBOX_MAX_ATTEMPTS = 'many';
  // Stand-ins for the database and bus plugins: the settings are read before either is used.
  const instance = Fastify({ logger: false });
  await instance.register(fp(async () => undefined, { name: 'database' }));
  await instance.register(fp(async () => undefined, { name: 'bus' }));
  try {
    await assert.rejects(async () => {
      await instance.register(outboxPlugin, {});
      await instance.ready();
    }, /OUTBOX_MAX_ATTEMPTS="many" must be integer/);
  } finally {
    delete process.env.OUTBOX_MAX_ATTEMPTS;
  }
});
