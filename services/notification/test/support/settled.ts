import { waitUntil } from '@art/testing';
import type { FastifyInstance } from 'fastify';
import { COMMERCE_DURABLE, IDENTITY_DURABLE } from '../../src/consumers.js';

async function waitForIdle(app: FastifyInstance, stream: string, durable: string, timeoutMs: number) {
  await waitUntil(
    `the ${stream.toLowerCase()} consumer and the mail queue to be idle`,
    async () => {
      const info = await app.bus.jsm.consumers.info(app.bus.streamName(stream), durable);
      if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
      const counts = await app.mailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((count) => count === 0);
    },
    { timeoutMs },
  );
}

/**
 * Resolves once every stored identity event was acknowledged and no mail job waits or runs, so
 * "exactly one mail" can be checked without guessing a sleep.
 */
export async function waitForSettled(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  await waitForIdle(app, 'IDENTITY', IDENTITY_DURABLE, timeoutMs);
}

/** The same for commerce's events: every stored one handled and acknowledged, no mail job pending. */
export async function waitForCommerceSettled(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  await waitForIdle(app, 'COMMERCE', COMMERCE_DURABLE, timeoutMs);
}
