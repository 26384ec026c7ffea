import { type Kysely, sql } from 'kysely';

export interface OutboxLag {
  /** Rows waiting to be published (parked ones not included). */
  pending: number;
  /** Rows the relay gave up on; they wait for an operator (docs/runbooks/dead-letters.md). */
  parked: number;
  oldestPendingSeconds: number | null;
}

export async function outboxLag<DB>(db: Kysely<DB>): Promise<OutboxLag> {
  const result = await sql<{ pending: number; parked: number; oldest: number | null }>`
    select count(*) filter (where parked_at is null) as pending,
           count(*) filter (where parked_at is not null) as parked,
           extract(epoch from now() - min(created_at) filter (where parked_at is null))::float8 as oldest
    from outbox where sent_at is null`.execute(db);
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    parked: Number(row?.parked ?? 0),
    oldestPendingSeconds: row?.oldest == null ? null : Math.max(0, Math.round(row.oldest)),
  };
}

/**
 * Deletes in batches so a large backlog never holds long locks or bloats one transaction.
 * `deleteBatch` deletes at most `batchSize` rows and says how many it deleted.
 */
async function inBatches(batchSize: number, deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/** Deletes sent outbox rows older than the retention; unsent and parked rows always stay. */
export async function pruneSentOutbox<DB>(
  db: Kysely<DB>,
  options: { olderThanMs: number; batchSize?: number },
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const cutoff = new Date(Date.now() - options.olderThanMs);
  return inBatches(batchSize, async () => {
    const result = await sql`delete from outbox where seq in (
        select seq from outbox where sent_at is not null and sent_at < ${cutoff} order by sent_at limit ${batchSize})`.execute(
      db,
    );
    return Number(result.numAffectedRows ?? 0);
  });
}

/** Deletes one consumer's processed-event records older than the retention. */
export async function pruneProcessedEvents<DB>(
  db: Kysely<DB>,
  options: { consumer: string; olderThanMs: number; batchSize?: number },
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const cutoff = new Date(Date.now() - options.olderThanMs);
  return inBatches(batchSize, async () => {
    const result = await sql`delete from processed_events where (consumer, event_id) in (
        select consumer, event_id from processed_events
        where consumer = ${options.consumer} and processed_at < ${cutoff} limit ${batchSize})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  });
}
