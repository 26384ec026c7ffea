import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, test } from 'node:test';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { KitTables } from '../../src/data/kit-migrations.js';
import type { Bus } from '../../src/events/bus.js';
import { on, startConsumer } from '../../src/events/consumer.js';
import { defineEvent } from '../../src/events/envelope.js';
import { writeEvent } from '../../src/events/outbox.js';
import { startOutboxRelay } from '../../src/events/outbox-relay.js';
import { createServer } from '../../src/http/server.js';
import { kitTracer, startTracing } from '../../src/observability/tracing.js';
import { closeOutboxTestbed, openOutboxTestbed, silentLogger } from '../events/bus-helpers.js';

// Before any server: the first start holds for the process, and this one keeps spans in memory.
const exporter = new InMemorySpanExporter();
startTracing({ serviceName: 'kit-trace-test', spanProcessors: [new SimpleSpanProcessor(exporter)] });

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const CALLER_TRACEPARENT = `00-${CALLER_TRACE}-${CALLER_SPAN}-01`;

const SculptureGlazed = defineEvent('kit.sculpture.glazed', 1, Type.Object({ sculptureId: Type.String() }));
const SculptureFired = defineEvent('kit.sculpture.fired', 1, Type.Object({ sculptureId: Type.String() }));

let db: Kysely<KitTables>;
let bus: Bus;

before(async () => {
  ({ db, bus } = await openOutboxTestbed('art_kit_k1_tracing_test'));
});

after(() => closeOutboxTestbed(db, bus));

beforeEach(() => exporter.reset());

const spanNamed = (name: string) => exporter.getFinishedSpans().find((span) => span.name === name);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** A server whose log lines are kept in memory, parsed. */
function serverWithLog(options: { acceptTraceContext?: boolean } = {}) {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = createServer({ name: 'trace-test', logLevel: 'info', logStream, ...options });
  return { app, lines };
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

test("a request's server span continues the caller's traceparent and is active in the handler", async () => {
  const { app, lines } = serverWithLog();
  app.post('/api/sculptures/:id/glaze', async (request) => {
    await new Promise((r) => setTimeout(r, 5));
    // After the body was read and an await: still inside the request's span.
    kitTracer().startSpan('inside the handler').end();
    request.log.info('glazing');
    return { status: 'success' };
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/sculptures/s1/glaze?now=1',
    headers: { traceparent: CALLER_TRACEPARENT, 'content-type': 'application/json' },
    payload: { colour: 'celadon' },
  });
  await app.close();
  assert.equal(response.statusCode, 200);

  const server = spanNamed('POST /api/sculptures/:id/glaze');
  assert.ok(
    server,
    exporter
      .getFinishedSpans()
      .map((s) => s.name)
      .join(', '),
  );
  assert.equal(server.kind, SpanKind.SERVER);
  assert.equal(server.spanContext().traceId, CALLER_TRACE);
  assert.equal(parentOf(server), CALLER_SPAN);
  assert.equal(server.attributes['http.request.method'], 'POST');
  assert.equal(server.attributes['http.route'], '/api/sculptures/:id/glaze');
  assert.equal(server.attributes['http.response.status_code'], 200);
  const inner = spanNamed('inside the handler');
  assert.ok(inner);
  assert.equal(inner.spanContext().traceId, CALLER_TRACE);
  assert.equal(parentOf(inner), server.spanContext().spanId);

  // Every line of the request carries the trace and the request id.
  for (const msg of ['glazing', 'request completed']) {
    const line = lines.find((l) => l.msg === msg);
    assert.ok(line, msg);
    assert.equal(line.trace_id, CALLER_TRACE, msg);
    assert.equal(line.span_id, server.spanContext().spanId, msg);
    assert.equal(line.requestId, response.headers['x-request-id'], msg);
  }
});

test('without a caller the request starts its own trace; the gateway ignores a caller-sent one', async () => {
  const { app } = serverWithLog({ acceptTraceContext: false });
  app.get('/api/sculptures', async () => ({ status: 'success' }));
  await app.inject({ url: '/api/sculptures', headers: { traceparent: CALLER_TRACEPARENT } });
  await app.close();
  const server = spanNamed('GET /api/sculptures');
  assert.ok(server);
  assert.notEqual(server.spanContext().traceId, CALLER_TRACE);
  assert.equal(parentOf(server), undefined);
});

test('probes are not traced; an unknown path is traced without a route; a 500 is an error', async () => {
  const { app } = serverWithLog();
  app.get('/health', async () => ({ status: 'success' }));
  app.get('/api/kiln', async () => {
    throw new Error('kiln cracked');
  });
  await app.inject('/health');
  await app.inject('/no/such/path');
  await app.inject('/api/kiln');
  await app.close();
  const names = exporter.getFinishedSpans().map((span) => span.name);
  assert.deepEqual(names.sort(), ['GET', 'GET /api/kiln']);
  const failed = spanNamed('GET /api/kiln');
  assert.equal(failed?.status.code, 2);
  assert.equal(failed?.events[0]?.name, 'exception');
});

test('outbox row → relay → NATS → consumer: one trace, each span the child of the one before', async () => {
  const request = kitTracer().startSpan('request');
  const requestContext = trace.setSpan(context.active(), request);
  await context.with(requestContext, () =>
    db.transaction().execute((trx) => writeEvent(trx, SculptureGlazed, { sculptureId: 's7' }, { requestId: 'req-7' })),
  );
  request.end();
  const row = await db.selectFrom('outbox').select(['traceparent', 'tracestate']).executeTakeFirstOrThrow();
  assert.equal(row.traceparent, `00-${request.spanContext().traceId}-${request.spanContext().spanId}-01`);

  // An event written outside any span is stored without one.
  await writeEvent(db, SculptureFired, { sculptureId: 'untraced' });
  const untraced = await db
    .selectFrom('outbox')
    .select('traceparent')
    .where('subject', '=', SculptureFired.type)
    .executeTakeFirstOrThrow();
  assert.equal(untraced.traceparent, null);

  const seen: { traceId?: string }[] = [];
  const consumer = await startConsumer<KitTables>({
    bus,
    db,
    logger: silentLogger,
    durable: 'kit-tracing',
    stream: 'KIT',
    filterSubject: 'kit.>',
    handlers: on<typeof SculptureGlazed, KitTables>(SculptureGlazed, async (event, { trx }) => {
      seen.push({ traceId: trace.getSpan(context.active())?.spanContext().traceId });
      // What the consumer writes goes on in the same trace.
      await writeEvent(trx, SculptureFired, { sculptureId: event.data.sculptureId });
    }),
  });
  const sub = bus.nc.subscribe(bus.subject(SculptureGlazed.type), { max: 1 });
  const published = (async () => {
    for await (const message of sub) return message.headers;
  })();
  const relay = startOutboxRelay({ db, bus, logger: silentLogger, intervalMs: 50 });
  const headers = await published;
  await waitFor(() => (seen.length > 0 ? true : undefined));
  const fired = await waitFor(async () => {
    const rows = await db
      .selectFrom('outbox')
      .select(['traceparent'])
      .where('subject', '=', SculptureFired.type)
      .where('traceparent', 'is not', null)
      .execute();
    return rows[0];
  });
  const consumed = await waitFor(() => spanNamed(`process ${SculptureGlazed.type}`));
  await waitFor(async () => {
    const unsent = await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
    return unsent.length === 0 ? true : undefined;
  });
  await relay.stop();
  await consumer.stop();

  const traceId = request.spanContext().traceId;
  const publish = spanNamed(`publish ${SculptureGlazed.type}`);
  assert.ok(
    publish,
    exporter
      .getFinishedSpans()
      .map((s) => s.name)
      .join(', '),
  );
  assert.equal(publish.kind, SpanKind.PRODUCER);
  assert.equal(publish.spanContext().traceId, traceId);
  assert.equal(parentOf(publish), request.spanContext().spanId);
  assert.equal(headers?.get('traceparent'), `00-${traceId}-${publish.spanContext().spanId}-01`);
  assert.equal(headers?.get('x-request-id'), 'req-7');

  assert.equal(consumed.kind, SpanKind.CONSUMER);
  assert.equal(consumed.spanContext().traceId, traceId);
  assert.equal(parentOf(consumed), publish.spanContext().spanId);
  assert.equal(consumed.attributes['messaging.consumer.group.name'], 'kit-tracing');
  assert.equal(seen[0].traceId, traceId);
  assert.equal(fired.traceparent, `00-${traceId}-${consumed.spanContext().spanId}-01`);
  // The untraced event was published without a span or a traceparent.
  assert.equal(
    exporter.getFinishedSpans().filter((span) => span.name === `publish ${SculptureFired.type}`).length,
    1,
    'only the consumer-written (traced) kit.sculpture.fired got a publish span',
  );
});
