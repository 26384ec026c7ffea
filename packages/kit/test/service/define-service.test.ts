import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { processed, resetDatabase, waitUntil } from '@art/testing';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import type { KitTables } from '../../src/data/kit-migrations.js';
import { ensureStream } from '../../src/events/bus.js';
import { on } from '../../src/events/consumer.js';
import { defineEvent } from '../../src/events/envelope.js';
import { defineService, type ServiceSettings } from '../../src/service/define-service.js';
import { NATS_URL, PG_ADMIN, removeStreams } from '../events/bus-helpers.js';

/** A frame shop's tables: the one projection its consumer keeps. */
interface FrameShopTables extends KitTables {
  framed_artworks: { artwork_id: string };
}

// Another area's event the frame shop follows, on a stream of the test's own prefix.
const ArtworkFramed = defineEvent('k2gallery.artwork.framed', 1, Type.Object({ artworkId: Type.String() }));
const DURABLE = 'frame-shop-gallery';
const prefix = `k2${randomUUID().slice(0, 6)}`;
const url = PG_ADMIN.replace(/\/postgres$/, '/art_kit_k2_service_test');

const config: ServiceSettings = {
  SERVICE_NAME: 'frame-shop',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  MIGRATE_ON_START: true,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  INTERNAL_TOKEN: 'frame-shop-internal-token-of-the-test',
  NATS_URL,
  BUS_PREFIX: prefix,
  NATS_STREAM_REPLICAS: 1,
};

/** What happened, in order: the preset's order is the thing under test. */
const steps: string[] = [];

const buildFrameShop = defineService<FrameShopTables>({
  area: 'frame-shop',
  migrations: {
    '0001_framed_artworks': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('framed_artworks')
          .addColumn('artwork_id', 'text', (c) => c.primaryKey())
          .execute();
      },
    },
  },
  stream: { base: 'FRAMES', subjectRoot: 'k2frames' },
  async modules(app) {
    await app.register(
      fp(
        async (instance: FastifyInstance) => {
          steps.push(
            `modules registered (db: ${instance.hasDecorator('db')}, outbox: ${instance.hasDecorator('outbox')})`,
          );
          instance.addHook('onClose', async () => {
            steps.push('modules closed');
          });
        },
        { name: 'frames' },
      ),
    );
  },
  consumers(app) {
    steps.push('consumers started');
    app.addHook('onClose', async () => {
      steps.push('consumers closed');
    });
    return {
      db: app.db as unknown as Kysely<FrameShopTables>,
      streams: [
        {
          stream: 'K2GALLERY',
          subjectRoot: 'k2gallery',
          durable: DURABLE,
          filterSubject: 'k2gallery.>',
          handlers: on<typeof ArtworkFramed, FrameShopTables>(ArtworkFramed, async (event, { trx }) => {
            await trx.insertInto('framed_artworks').values({ artwork_id: event.data.artworkId }).execute();
          }),
        },
      ],
    };
  },
  async routes(app) {
    steps.push('routes registered');
    app.get('/api/frames/count', async () => {
      const row = await sql<{ n: number }>`select count(*)::int as n from framed_artworks`.execute(app.db);
      return { count: row.rows[0]?.n ?? 0 };
    });
  },
});

describe('defineService: one service built from its definition', () => {
  let app: FastifyInstance;

  before(async () => {
    await resetDatabase(url, { extensions: [] });
    app = await buildFrameShop(config);
    await app.ready();
  });

  it('registers the standard plugins before the modules, then the consumers, then the routes', () => {
    assert.deepEqual(steps, ['modules registered (db: true, outbox: true)', 'consumers started', 'routes registered']);
    assert.equal(app.config, config, 'app.config is the configuration it was built with');
    for (const decoration of ['db', 'bus', 'redis', 'outbox', 'outboxLag', 'metrics']) {
      assert.ok(app.hasDecorator(decoration), `the preset decorates the app with ${decoration}`);
    }
  });

  it('answers the routes the definition registered', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/frames/count' });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { count: 0 });
  });

  it('runs the consumers it was given: an event on the followed stream lands in the projection', async () => {
    await ensureStream(app.bus, 'K2GALLERY', 'k2gallery');
    const event = {
      id: randomUUID(),
      type: ArtworkFramed.type,
      version: 1,
      occurredAt: new Date().toISOString(),
      actor: { userId: null, role: null },
      data: { artworkId: 'a-1' },
    };
    await app.bus.js.publish(app.bus.subject(event.type), JSON.stringify(event), { msgID: event.id });
    await processed(app.db, DURABLE, event.id);
    const answer = await app.inject({ method: 'GET', url: '/api/frames/count' });
    assert.deepEqual(answer.json(), { count: 1 });
  });

  it('closes the consumers before the modules, so nothing is written once they close', async () => {
    await removeStreams(app.bus);
    await app.close();
    await waitUntil('the app to close', async () => steps.includes('modules closed'));
    assert.ok(
      steps.indexOf('consumers closed') < steps.indexOf('modules closed'),
      `closed in this order: ${steps.join(', ')}`,
    );
  });
});

describe('defineService: a service that owns no stream', () => {
  it('has no outbox, and builds without consumers', async () => {
    const build = defineService({
      area: 'frame-notes',
      migrations: {},
      async modules() {},
      async routes() {},
    });
    const notesUrl = url.replace(/_test$/, '_notes_test');
    await resetDatabase(notesUrl, { extensions: [] });
    const app = await build({ ...config, SERVICE_NAME: 'frame-notes', DATABASE_URL: notesUrl });
    try {
      await app.ready();
      assert.equal(app.hasDecorator('outbox'), false);
      assert.ok(app.hasDecorator('db'));
    } finally {
      await app.close();
    }
  });
});
