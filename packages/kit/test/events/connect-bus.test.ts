import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startOwnNats, waitUntil } from '@art/testing';
import { connectBus, ensureStream } from '../../src/events/bus.js';
import { NATS_URL } from './bus-helpers.js';

test('connectBus waits for a NATS that is not up yet, logging each wait, and connects once it is', async () => {
  const nats = await startOwnNats();
  // Its port is now known and free: the service starts before NATS does.
  await nats.stop();
  const waits: { attempt: number }[] = [];
  const logger = {
    warn: (fields: { attempt: number }) => waits.push(fields),
    info: () => undefined,
  };
  try {
    const connecting = connectBus({ url: nats.url, name: 'kit-early-bird', prefix: 'k1early', logger, maxWaitMs: 200 });
    await waitUntil('a few logged waits', async () => waits.length >= 3);
    await nats.start();
    const bus = await connecting;
    try {
      const account = await bus.jsm.getAccountInfo();
      assert.ok(account, 'JetStream answers');
      assert.deepEqual(
        waits.slice(0, 3).map((wait) => wait.attempt),
        [1, 2, 3],
      );
    } finally {
      await bus.nc.close();
    }
  } finally {
    await nats.dispose();
  }
});

test('connectBus stops waiting when told to', async () => {
  const nats = await startOwnNats();
  await nats.stop();
  const giveUp = new AbortController();
  try {
    const connecting = connectBus({ url: nats.url, name: 'kit-given-up', maxWaitMs: 100, signal: giveUp.signal });
    setTimeout(() => giveUp.abort(new Error('shutting down')), 300);
    await assert.rejects(connecting);
  } finally {
    await nats.dispose();
  }
});

test('streams are made with the configured number of copies; a single server refuses three', async () => {
  const single = await connectBus({ url: NATS_URL, name: 'kit-replicas', prefix: 'k1replicas' });
  const three = await connectBus({ url: NATS_URL, name: 'kit-replicas', prefix: 'k1replicas3', streamReplicas: 3 });
  try {
    const name = await ensureStream(single, 'PAINTINGS', 'paintings');
    assert.equal((await single.jsm.streams.info(name)).config.num_replicas, 1);
    // Proof that the count reaches the server: this one has no cluster to keep three copies on.
    await assert.rejects(ensureStream(three, 'PAINTINGS', 'paintings'), /replicas|cluster|resources/i);
    await single.jsm.streams.delete(name);
  } finally {
    await single.nc.close();
    await three.nc.close();
  }
});
