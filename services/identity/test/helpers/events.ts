import type { EventEnvelope } from '@art/contracts';
import type { TestContext } from './test-app.js';

/** Outbox rows of one event type, oldest first. */
export async function outboxEvents<D = any>(t: TestContext, type: string): Promise<EventEnvelope<D>[]> {
  const rows = await t.db.selectFrom('outbox').select('payload').where('subject', '=', type).orderBy('seq').execute();
  return rows.map(
    (row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EventEnvelope<D>,
  );
}

export async function lastOutboxEvent<D = any>(t: TestContext, type: string): Promise<EventEnvelope<D>> {
  const events = await outboxEvents<D>(t, type);
  const last = events.at(-1);
  if (!last) throw new Error(`no ${type} event in the outbox`);
  return last;
}

/** The last message of a subject on the test run's own stream, after the relay has published. */
export async function lastStreamEvent<D = any>(t: TestContext, type: string): Promise<EventEnvelope<D>> {
  await t.app.outbox.flush();
  const message = await t.app.bus.jsm.streams.getMessage(t.app.bus.streamName('IDENTITY'), {
    last_by_subj: t.app.bus.subject(type),
  });
  return message.json<EventEnvelope<D>>();
}

export async function countRows(
  t: TestContext,
  table: 'users' | 'outbox' | 'verification_codes' | 'reset_tokens' | 'studio_requests' | 'artist_codes',
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything a bad request must leave as it was. */
export async function snapshotCounts(t: TestContext) {
  const tables = ['users', 'outbox', 'verification_codes', 'reset_tokens', 'studio_requests'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(t, table);
  const users = await t.db.selectFrom('users').selectAll().orderBy('id').execute();
  return { counts, users: JSON.stringify(users) };
}
