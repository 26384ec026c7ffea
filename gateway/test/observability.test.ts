import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildGateway, INTERNAL_TOKEN, signToken, startUpstream, type Upstream } from './helpers.js';

const CLIENT_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('traces and metrics at the gateway', () => {
  let identity: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  const lines: Record<string, any>[] = [];
  before(async () => {
    identity = await startUpstream();
    gateway = await buildGateway(
      { IDENTITY_URL: identity.url, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
    );
  });
  after(async () => {
    await gateway.close();
    await identity.close();
  });

  const completedLine = (requestId: unknown) =>
    lines.find((line) => line.msg === 'request completed' && line.requestId === requestId);

  test("the service receives the gateway's span as its parent, never the client's trace", async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/user/getbyslug/sita' },
      // A body streamed through: the context must survive it.
      { method: 'POST' as const, url: '/api/user/update', payload: { name: 'Sita Shrestha' } },
    ]) {
      const response = await gateway.inject({
        ...request,
        headers: {
          authorization: `JWT ${signToken()}`,
          traceparent: `00-${CLIENT_TRACE}-00f067aa0ba902b7-01`,
          tracestate: 'client=chosen',
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      const received = identity.received.at(-1)!;
      assert.equal(received.url, request.url);
      const [, traceId, parentId] = TRACEPARENT.exec(String(received.headers.traceparent)) ?? [];
      assert.ok(traceId, `traceparent ${received.headers.traceparent}`);
      assert.notEqual(traceId, CLIENT_TRACE);
      assert.equal(received.headers.tracestate, undefined);
      // The same ids as the gateway's own line for the request: its server span.
      const line = completedLine(response.headers['x-request-id']);
      assert.ok(line, 'the request completed line');
      assert.equal(line.trace_id, traceId);
      assert.equal(line.span_id, parentId);
      assert.equal(received.headers['x-request-id'], response.headers['x-request-id']);
    }
  });

  test('/metrics is its own, needs the bearer token, and is never forwarded to a service', async () => {
    const before = identity.received.length;
    assert.equal((await gateway.inject('/metrics')).statusCode, 401);
    assert.equal(
      (await gateway.inject({ url: '/metrics', headers: { authorization: `JWT ${signToken()}` } })).statusCode,
      401,
    );
    assert.equal(
      (await gateway.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode,
      401,
    );
    const allowed = await gateway.inject({ url: '/metrics', headers: { authorization: `Bearer ${INTERNAL_TOKEN}` } });
    assert.equal(allowed.statusCode, 200);
    assert.match(allowed.body, /^http_requests_total\{method="GET",route="\/api\/user\/getbyslug\/:slug",/m);
    assert.doesNotMatch(allowed.body, /^outbox_backlog /m);
    // A service's /metrics is not reachable through the gateway.
    assert.equal((await gateway.inject('/api/metrics')).statusCode, 404);
    assert.equal(identity.received.length, before);
  });
});

test('METRICS_TOKEN, when set, is the only token /metrics takes', async () => {
  const metricsToken = 'scraper-own-token-0123456789abcdef';
  const gateway = await buildGateway({ METRICS_TOKEN: metricsToken });
  try {
    const as = (token: string) => gateway.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    assert.equal((await as(INTERNAL_TOKEN)).statusCode, 401);
    assert.equal((await as(metricsToken)).statusCode, 200);
  } finally {
    await gateway.close();
  }
});
