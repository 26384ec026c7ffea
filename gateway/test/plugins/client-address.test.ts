import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { buildGateway, startUpstream, type Upstream } from '../helpers.js';

/**
 * Whom the per-address limits count, over real connections (Linux answers on all of 127/8, so each
 * "machine" below connects from an address of its own): the socket's peer, or with TRUST_PROXY the
 * client the proxy in front names in X-Forwarded-For. What reaches that proxy decides the rest: a
 * cloud load balancer that rewrites the source (externalTrafficPolicy: Cluster, no PROXY protocol)
 * makes every visitor one address before the gateway ever sees them (docs/operations.md).
 */
const loopback = () => `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;

async function guestWrite(url: string, from: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${url}/api/post/like`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ postId: 'p1' }));
  });
}

/** A gateway listening on 127.0.0.1 in front of one stand-in for every service. */
function listeningGateway(env: Record<string, string>) {
  const suite = {} as { url: string; service: Upstream; gateway: Awaited<ReturnType<typeof buildGateway>> };
  before(async () => {
    suite.service = await startUpstream();
    suite.gateway = await buildGateway({
      SERVICE_URLS: JSON.stringify(
        Object.fromEntries(
          ['identity', 'catalogue', 'social', 'commerce', 'messaging'].map((n) => [n, suite.service.url]),
        ),
      ),
      WRITE_RATE_LIMIT_PER_GUEST_IP: '2',
      ...env,
    });
    await suite.gateway.listen({ host: '0.0.0.0', port: 0 });
    suite.url = `http://127.0.0.1:${(suite.gateway.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await suite.gateway?.close();
    await suite.service?.close();
  });
  return suite;
}

describe('TRUST_PROXY=1: behind one proxy (ingress-nginx)', () => {
  const suite = listeningGateway({ TRUST_PROXY: '1' });

  test('the limit counts each client the proxy names, though all arrive from the proxy’s address', async () => {
    const ingress = loopback();
    const [first, second] = ['198.51.100.7', '203.0.113.9'];
    const statuses = [];
    for (const client of [first, second, first, second, first, second]) {
      statuses.push(await guestWrite(suite.url, ingress, client));
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
    // The services are told the same client (their logs), not the proxy.
    assert.equal(suite.service.received.at(-1)?.headers['x-forwarded-for'], second);
  });

  test('only the last hop is believed: a client cannot choose its address by sending its own header', async () => {
    const ingress = loopback();
    const statuses = [];
    // The proxy appends what it saw (the client's real address) after what the client sent.
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push(await guestWrite(suite.url, ingress, `${forged}, 192.0.2.44`));
    }
    assert.deepEqual(statuses, [200, 200, 429]);
  });

  test('a load balancer that rewrites the source in front of the proxy makes every visitor one client', async () => {
    const ingress = loopback();
    // ingress-nginx writes the address it saw: the node's, for everyone (externalTrafficPolicy: Cluster).
    const node = '10.0.3.17';
    const statuses = [];
    for (let visitor = 0; visitor < 3; visitor++) statuses.push(await guestWrite(suite.url, ingress, node));
    assert.deepEqual(statuses, [200, 200, 429]);
  });
});

describe('TRUST_PROXY unset', () => {
  const suite = listeningGateway({});

  test('the limit counts the socket’s peer and ignores X-Forwarded-For', async () => {
    const [one, two] = [loopback(), loopback()];
    const statuses = [];
    for (const [from, claimed] of [
      [one, '198.51.100.1'],
      [one, '198.51.100.2'],
      [one, '198.51.100.3'],
      [two, '198.51.100.1'],
    ]) {
      statuses.push(await guestWrite(suite.url, from, claimed));
    }
    assert.deepEqual(statuses, [200, 200, 429, 200]);
    assert.equal(suite.service.received.at(-1)?.headers['x-forwarded-for'], two);
  });
});
