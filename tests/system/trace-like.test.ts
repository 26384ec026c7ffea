import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { waitUntil } from '@art/testing';
import { artist, type Member, projected, verifiedMember } from './support/members.js';
import { type Stack, startStack } from './support/stack.js';

/**
 * One trace through every hop of a like: the gateway's request span, social's request span, the
 * publish from social's outbox, and notification's handling of the event, each the parent of the
 * next, all under one trace id. Every process exports to a small OTLP/HTTP receiver in this test
 * (JSON, the exporter's default), as it would to a collector.
 */

/** One span as the receiver got it, with its process's service.name. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** OTLP/JSON ids are hex; a protobuf-style JSON encoder would send base64: take either. */
const hexId = (id: string | undefined) =>
  !id ? '' : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex');

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
const otlpValue = (value: OtlpValue | undefined) =>
  value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.doubleValue ?? null;
const attributesOf = (list: { key: string; value: OtlpValue }[] | undefined) =>
  Object.fromEntries((list ?? []).map(({ key, value }) => [key, otlpValue(value)]));

/** A collector stand-in: POST /v1/traces with an ExportTraceServiceRequest in JSON. */
async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const exported = JSON.parse(body.toString('utf8'));
      for (const resourceSpans of exported.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            spans.push({
              service,
              traceId: hexId(span.traceId),
              spanId: hexId(span.spanId),
              parentSpanId: hexId(span.parentSpanId),
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let stack: Stack;

before(async () => {
  receiver = await startOtlpReceiver();
  stack = await startStack('trace_like', {
    // Every process exports here, in batches sent every 200 ms rather than the SDK's 5 s.
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '200' },
  });
});

after(async () => {
  await stack?.stop();
  await receiver?.close();
});

async function writePost(author: Member): Promise<string> {
  const form = new FormData();
  form.set('post', 'Thangka in progress: the Green Tara, mineral pigments on cotton');
  const response = await fetch(`${stack.gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${author.token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.post._id;
}

test('a like is one trace: gateway → social → its outbox publish → notification', async () => {
  const painter = await artist(stack, 'Pema Lama');
  const fan = await verifiedMember(stack, 'Asha Rai', 'trace-fan');
  await projected(stack.databases.social, painter, 11);
  await projected(stack.databases.social, fan, 21);
  const postId = await writePost(painter);

  const liked = await fetch(`${stack.gateway.url}/api/post/like`, {
    method: 'POST',
    headers: { authorization: `JWT ${fan.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ post: postId }),
  });
  assert.equal(liked.status, 200, await liked.text());
  const requestId = liked.headers.get('x-request-id');
  assert.ok(requestId);

  // The notification exists for the author, as the author sees it through the gateway.
  await waitUntil(
    "the painter's notification of the like",
    async () => {
      const page = await stack.api('/notifications/all', { token: painter.token });
      const found = page.body?.message?.find?.((n: { message?: string }) => /liked your post/.test(String(n.message)));
      return found ? true : undefined;
    },
    { timeoutMs: 20_000 },
  );

  // The gateway's server span names the request id it answered with: that is the like's trace.
  const gatewaySpan = await waitUntil(
    "the gateway's span of the like",
    async () =>
      receiver.spans.find((span) => span.service === 'gateway' && span.attributes['http.request.id'] === requestId),
    { timeoutMs: 10_000 },
  );
  const traceId = gatewaySpan.traceId;
  const consumed = await waitUntil(
    "notification's span of the like event in the same trace",
    async () =>
      receiver.spans.find(
        (span) =>
          span.traceId === traceId && span.service === 'notification' && span.name === 'process social.post.liked',
      ),
    { timeoutMs: 10_000 },
  );

  // Each process exports its spans in its own batches: social's may come after notification's.
  const spansOfTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
  const servicesOf = (spans: typeof receiver.spans) => new Set(spans.map((span) => span.service));
  const parentsArrived = () => {
    const received = new Map(spansOfTrace().map((span) => [span.spanId, span]));
    for (let span: ReceivedSpan | undefined = consumed; span?.parentSpanId; span = received.get(span.parentSpanId)) {
      if (!received.has(span.parentSpanId)) return false;
    }
    return true;
  };
  await waitUntil('every span from the consumer up to the gateway', async () => parentsArrived(), {
    timeoutMs: 10_000,
  }).catch(() => undefined);
  const inTrace = spansOfTrace();
  const services = servicesOf(inTrace);
  for (const service of ['gateway', 'social', 'notification']) {
    assert.ok(services.has(service), `${service} in ${JSON.stringify(inTrace.map((s) => [s.service, s.name]))}`);
  }

  // From the consumer back up to the gateway, parent by parent.
  const byId = new Map(inTrace.map((span) => [span.spanId, span]));
  const chain: ReceivedSpan[] = [consumed];
  for (let span = consumed; span.parentSpanId; ) {
    const parent = byId.get(span.parentSpanId);
    assert.ok(parent, `the parent ${span.parentSpanId} of ${span.service} "${span.name}" was received`);
    chain.push(parent);
    span = parent;
  }
  assert.deepEqual(
    chain.map((span) => [span.service, span.name]),
    [
      ['notification', 'process social.post.liked'],
      ['social', 'publish social.post.liked'],
      ['social', 'POST /api/post/like'],
      ['gateway', 'POST /api/post/like'],
    ],
  );
  assert.equal(chain.at(-1)?.spanId, gatewaySpan.spanId);
  // SERVER (2) at both HTTP hops, PRODUCER (4) at the publish, CONSUMER (5) at notification.
  assert.deepEqual(
    chain.map((span) => span.kind),
    [5, 4, 2, 2],
  );
  assert.equal(consumed.attributes['messaging.consumer.group.name'], 'notification-social');
});
