import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { trustProxyOf } from '../../src/lib/trust-proxy.js';
import { gatewayInFrontOfIdentity } from '../helpers.js';

const INGRESS = '10.9.0.1';

/** Six sign-in attempts from each of two browsers, both arriving through the same ingress. */
async function attemptsFromTwoClients(suite: ReturnType<typeof gatewayInFrontOfIdentity>) {
  const statuses: Record<string, number[]> = { first: [], second: [] };
  for (let i = 0; i < 3; i++) {
    for (const [client, address] of [
      ['first', '198.51.100.7'],
      ['second', '203.0.113.9'],
    ] as const) {
      const response = await suite.gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${client}${i}@example.np`, password: 'secret1' },
        remoteAddress: INGRESS,
        headers: { 'x-forwarded-for': address },
      });
      statuses[client].push(response.statusCode);
    }
  }
  return statuses;
}

describe('TRUST_PROXY set (one ingress hop)', () => {
  const suite = gatewayInFrontOfIdentity({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '3' });

  test('clients behind the ingress are limited per X-Forwarded-For address', async () => {
    assert.deepEqual(await attemptsFromTwoClients(suite), { first: [200, 200, 200], second: [200, 200, 200] });
    assert.equal(suite.identity.received.at(-1)!.headers['x-forwarded-for'], '203.0.113.9');
  });
});

describe('TRUST_PROXY set to the ingress address', () => {
  const suite = gatewayInFrontOfIdentity({ TRUST_PROXY: '10.9.0.0/16', AUTH_RATE_LIMIT_PER_IP: '3' });

  test('clients behind the ingress are limited per X-Forwarded-For address', async () => {
    assert.deepEqual(await attemptsFromTwoClients(suite), { first: [200, 200, 200], second: [200, 200, 200] });
  });
});

describe('TRUST_PROXY not set', () => {
  const suite = gatewayInFrontOfIdentity({ AUTH_RATE_LIMIT_PER_IP: '3' });

  test('X-Forwarded-For is ignored: every request counts for the connecting address', async () => {
    assert.deepEqual(await attemptsFromTwoClients(suite), { first: [200, 200, 429], second: [200, 429, 429] });
    assert.equal(suite.identity.received.at(-1)!.headers['x-forwarded-for'], INGRESS);
  });
});

test('TRUST_PROXY values as fastify takes them', () => {
  assert.equal(trustProxyOf('false'), false);
  assert.equal(trustProxyOf(''), false);
  assert.equal(trustProxyOf('TRUE'), true);
  assert.equal(trustProxyOf('0'), false);
  const twoHops = trustProxyOf('2') as (address: string, hop: number) => boolean;
  assert.deepEqual(
    [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop)),
    [true, true, false],
  );
  assert.equal(trustProxyOf(' 10.0.0.0/8, 127.0.0.1 '), '10.0.0.0/8, 127.0.0.1');
});
