import { waitUntil } from '@art/testing';
import { query } from '../../system/support/members.js';
import type { Stack } from '../../system/support/stack.js';
import type { LoadDriver } from './driver.js';
import type { Population } from './population.js';

async function answersReady(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** The processes that do not answer GET /ready with 200 now. */
export async function notReady(stack: Stack): Promise<string[]> {
  const processes = Object.values(stack.processes());
  const answers = await Promise.all(processes.map((p) => answersReady(p.url)));
  return processes.filter((_, i) => !answers[i]).map((p) => p.name);
}

/**
 * Waits, with no manual step, until every process answers /ready with 200 and a probe write goes
 * through end to end: a comment accepted by the gateway and catalogue whose notification the
 * notification service stored (catalogue's outbox → NATS → notification's consumer → PostgreSQL).
 * Resolves with the milliseconds since `since`.
 */
export async function waitForRecovery(
  stack: Stack,
  driver: LoadDriver,
  population: Population,
  fault: string,
  since: number,
  timeoutMs = 120_000,
): Promise<number> {
  const deadline = since + timeoutMs;
  const left = () => Math.max(deadline - Date.now(), 1000);
  await waitUntil(
    `every process to answer /ready 200 after "${fault}"`,
    async () => {
      const missing = await notReady(stack);
      if (missing.length === 0) return true;
      throw new Error(`not ready: ${missing.join(', ')}`);
    },
    { timeoutMs: left(), intervalMs: 100 },
  ).catch(async (error) => {
    const processes = stack.processes();
    const missing = await notReady(stack);
    const details = await Promise.all(
      missing.map(async (name) => {
        const handle = processes[name as keyof typeof processes];
        const ready = await fetch(`${handle.url}/ready`, { signal: AbortSignal.timeout(3000) })
          .then(async (res) => `${res.status} ${await res.text()}`)
          .catch((e: Error) => e.message);
        return `${name}: /ready ${ready}; last output:\n${handle.logs().slice(-15).join('\n')}`;
      }),
    );
    throw new Error(`${(error as Error).message}\n${details.join('\n')}`);
  });
  const [commenter, author] = population.members;
  const artwork = population.artworks.find((a) => a.authorId === author?.id);
  if (!commenter || !artwork) throw new Error('the population has no probe members');
  const commentId = await waitUntil(
    `a probe comment to be accepted after "${fault}"`,
    async () => {
      const record = await driver.comment(commenter, artwork.id, `probe: ${fault}`);
      return record.outcome === 'accepted' ? record.key.commentId : undefined;
    },
    { timeoutMs: left(), intervalMs: 200 },
  );
  await waitUntil(
    `the probe comment's notification after "${fault}"`,
    async () => {
      const rows = await query<{ id: string }>(
        stack.databases.catalogue,
        `SELECT id::text FROM outbox WHERE subject = 'catalogue.artwork.commented' AND payload->'data'->>'commentId' = $1`,
        [commentId],
      );
      const eventId = rows[0]?.id;
      if (!eventId) return false;
      const stored = await query(stack.databases.notification, 'SELECT 1 FROM notifications WHERE event_id = $1', [
        eventId,
      ]);
      return stored.length === 1;
    },
    { timeoutMs: left(), intervalMs: 100 },
  );
  return Date.now() - since;
}
