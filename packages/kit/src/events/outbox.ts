import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type { KitTables } from '../data/kit-migrations.js';
import { traceHeaders } from '../observability/trace-context.js';
import { type Actor, type EventDefinition, type EventEnvelope, systemActor } from './envelope.js';
import { OUTBOX_CHANNEL } from './outbox-listener.js';

export interface EventContext {
  actor?: Actor;
  requestId?: string;
}

/**
 * Writes an event into the outbox inside the caller's transaction, so it exists exactly when the
 * state change does. The data is checked against the contract before it is stored. The active
 * trace context (the request's or the consumed event's span) is stored with it, so the trace goes
 * on through the relay, NATS and the consumers. The notify in the same transaction reaches the
 * relays when it commits, so the event is published without waiting for the next poll; a rolled
 * back one notifies nobody (PostgreSQL folds a transaction's identical notifies into one).
 */
export async function writeEvent<E extends EventDefinition, DB extends KitTables = KitTables>(
  executor: Kysely<DB> | Transaction<DB>,
  event: E,
  data: Static<E['data']>,
  context: EventContext = {},
): Promise<EventEnvelope<Static<E['data']>>> {
  const envelope: EventEnvelope<Static<E['data']>> = {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    actor: context.actor ?? systemActor,
    ...(context.requestId ? { requestId: context.requestId } : {}),
    data,
  };
  if (!Value.Check(event.envelope, envelope)) {
    const first = [...Value.Errors(event.envelope, envelope)][0];
    throw new Error(`Event ${event.type} does not match its contract: ${first?.instancePath} ${first?.message}`);
  }
  const trx = executor as unknown as Kysely<KitTables>;
  const traced = traceHeaders();
  await trx
    .insertInto('outbox')
    .values({
      id: envelope.id,
      subject: event.type,
      payload: JSON.stringify(envelope),
      traceparent: traced.traceparent ?? null,
      tracestate: traced.tracestate ?? null,
    } as never)
    .execute();
  await sql`select pg_notify(${OUTBOX_CHANNEL}, '')`.execute(trx);
  return envelope;
}
