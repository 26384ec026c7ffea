import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Kysely } from 'kysely';
import { AckPolicy } from 'nats';
import { Type } from 'typebox';
import type { KitTables } from '../../src/data/kit-migrations.js';
import { type Bus, ensureDeadLetterStream } from '../../src/events/bus.js';
import { deadLetterSubject } from '../../src/events/dead-letter-format.js';
import { defineEvent } from '../../src/events/envelope.js';
import { writeEvent } from '../../src/events/outbox.js';
import { outboxLag } from '../../src/events/outbox-maintenance.js';
import { addRunningDurable } from '../../src/events/running-consumers.js';
import { createServer } from '../../src/http/server.js';
import { metricsPlugin } from '../../src/observability/metrics-plugin.js';
import { closeOutboxTestbed, openOutboxTestbed } from '../events/bus-helpers.js';

const VaseThrown = defineEvent('kit.vase.thrown', 1, Type.Object({ vaseId: Type.String() }));

let db: Kysely<KitTables>;
let bus: Bus;

before(async () => {
  ({ db, bus } = await openOutboxTestbed('art_kit_k1_metrics_test'));
});

after(() => closeOutboxTestbed(db, bus));

/** The value of one sample of the exposition text (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: ReturnType<typeof createServer>, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: '/metrics', headers });
  return { status: response.statusCode, type: response.headers['content-type'], text: response.body };
}

test('requests are counted and timed per route pattern; probes and unknown paths stay bounded', async () => {
  const app = createServer({ name: 'metrics-test', logLevel: 'silent' });
  await app.register(metricsPlugin);
  app.get('/health', async () => ({ status: 'success' }));
  app.get('/api/vases/:id', async () => ({ status: 'success' }));
  for (const id of ['a', 'b', 'c']) await app.inject(`/api/vases/${id}`);
  await app.inject('/health');
  await app.inject('/no/such/vase-1');
  await app.inject('/no/such/vase-2');
  const { status, type, text } = await scrape(app);
  await app.close();

  assert.equal(status, 200);
  assert.match(String(type), /^text\/plain; version=0\.0\.4/);
  const labels = 'method="GET",route="/api/vases/:id",status_code="200"';
  assert.equal(sample(text, `http_requests_total{${labels}}`), 3);
  assert.equal(sample(text, `http_request_duration_seconds_count{${labels}}`), 3);
  assert.equal(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${labels}}`), 3);
  assert.equal(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}'), 2);
  assert.doesNotMatch(text, /route="\/health"|route="\/metrics"|vase-1/);
  // The process's own metrics come along, under prom-client's standard names.
  assert.ok((sample(text, 'process_resident_memory_bytes') ?? 0) > 0);
  assert.match(text, /^nodejs_eventloop_lag_seconds /m);
  // No outbox, no bus, no queue: none of their series.
  assert.equal(sample(text, 'outbox_backlog'), undefined);
  assert.doesNotMatch(text, /^consumer_lag\{/m);
});

test('outbox backlog, consumer lag, dead letters, queues and own gauges are read at scrape time', async () => {
  const app = createServer({ name: 'metrics-test', logLevel: 'silent' });
  app.decorate('bus', bus);
  app.decorate('outboxLag', () => outboxLag(db));
  await app.register(metricsPlugin);
  let sockets = 4;
  app.metrics.gauge('socket_connections', 'Live sockets of this instance', () => sockets);
  app.metrics.registerQueue({
    name: 'mail',
    getJobCounts: async (...states: string[]) =>
      Object.fromEntries(states.map((state) => [state, state === 'waiting' ? 7 : state === 'failed' ? 2 : 0])),
  });
  // A queue whose Redis is away leaves only its own series out.
  app.metrics.registerQueue({ name: 'broken', getJobCounts: async () => Promise.reject(new Error('Redis away')) });

  // Three events nobody published yet.
  for (const id of ['v1', 'v2', 'v3']) await writeEvent(db, VaseThrown, { vaseId: id });
  // A durable this process owns, with five messages waiting for it, and two of its dead letters.
  const stream = bus.streamName('KIT');
  await bus.jsm.consumers.add(stream, {
    durable_name: 'kit-vases',
    ack_policy: AckPolicy.Explicit,
    filter_subject: bus.subject('kit.>'),
  });
  addRunningDurable(bus, { stream, durable: 'kit-vases' });
  for (let i = 0; i < 5; i += 1) await bus.js.publish(bus.subject(VaseThrown.type), JSON.stringify({ i }));
  await ensureDeadLetterStream(bus);
  for (let i = 0; i < 2; i += 1) await bus.js.publish(bus.subject(deadLetterSubject('kit-vases')), `{"dead":${i}}`);
  await bus.js.publish(bus.subject(deadLetterSubject('someone-else')), '{}');

  const first = await scrape(app);
  assert.equal(first.status, 200);
  assert.equal(sample(first.text, 'outbox_backlog'), 3);
  assert.equal(sample(first.text, 'outbox_parked'), 0);
  assert.ok((sample(first.text, 'outbox_oldest_pending_seconds') ?? -1) >= 0);
  assert.equal(sample(first.text, `consumer_lag{stream="${stream}",consumer="kit-vases"}`), 5);
  assert.equal(sample(first.text, 'dead_letters{consumer="kit-vases"}'), 2);
  assert.doesNotMatch(first.text, /someone-else/);
  assert.equal(sample(first.text, 'bullmq_queue_jobs{queue="mail",state="waiting"}'), 7);
  assert.equal(sample(first.text, 'bullmq_queue_jobs{queue="mail",state="failed"}'), 2);
  assert.equal(sample(first.text, 'bullmq_queue_jobs{queue="mail",state="active"}'), 0);
  assert.doesNotMatch(first.text, /queue="broken"/);
  assert.equal(sample(first.text, 'socket_connections'), 4);

  sockets = 1;
  await db.updateTable('outbox').set({ sent_at: new Date() }).execute();
  const second = await scrape(app);
  assert.equal(sample(second.text, 'outbox_backlog'), 0);
  assert.equal(sample(second.text, 'socket_connections'), 1);
  await app.close();
});

test('a failing dependency leaves its series out and never fails the scrape', async () => {
  const app = createServer({ name: 'metrics-test', logLevel: 'silent' });
  app.decorate('outboxLag', () => Promise.reject(new Error('PostgreSQL away')));
  await app.register(metricsPlugin, { collectTimeoutMs: 200 });
  const { status, text } = await scrape(app);
  await app.close();
  assert.equal(status, 200);
  assert.equal(sample(text, 'outbox_backlog'), undefined);
  assert.match(text, /^# TYPE outbox_backlog gauge$/m);
});

test('with a bearer token (the gateway), /metrics refuses a scrape without it', async () => {
  const app = createServer({ name: 'metrics-test', logLevel: 'silent' });
  await app.register(metricsPlugin, { bearerToken: 'scrape-token-0123456789abcdef' });
  assert.equal((await scrape(app)).status, 401);
  assert.equal((await scrape(app, { authorization: 'Bearer wrong' })).status, 401);
  assert.equal((await scrape(app, { authorization: 'JWT scrape-token-0123456789abcdef' })).status, 401);
  const allowed = await scrape(app, { authorization: 'Bearer scrape-token-0123456789abcdef' });
  await app.close();
  assert.equal(allowed.status, 200);
  assert.match(allowed.text, /^# TYPE http_requests_total counter$/m);
});
