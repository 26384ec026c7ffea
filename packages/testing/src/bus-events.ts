import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Static, TSchema } from 'typebox';
import { waitUntil } from './wait-until.js';

// The envelope's shape as the kit defines it (@art/kit/envelope), restated: the kit's own tests
// use this package, so depending on the kit from here would make a cycle.
interface EventDefinitionLike {
  type: string;
  version: number;
  data: TSchema;
}

export interface TestEnvelope<D> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  actor: { userId: string | null; role: number | null };
  requestId?: string;
  data: D;
}

/** An envelope as the publishing service's outbox would send it (the system as its actor). */
export function envelopeOf<E extends EventDefinitionLike>(
  event: E,
  data: Static<E['data']>,
): TestEnvelope<Static<E['data']>> {
  return {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    actor: { userId: null, role: null },
    data,
  };
}

/** The part of the kit's Bus a test publishes through. */
export interface PublishingBus {
  js: { publish(subject: string, payload: string, options: { msgID: string }): Promise<unknown> };
  subject(type: string): string;
}

/**
 * Publishes like the outbox relay does; another msgID than the event id stores the same event a
 * second time, the way a late redelivery arrives.
 */
export async function publish(bus: PublishingBus, envelope: { type: string; id: string }, msgID = envelope.id) {
  await bus.js.publish(bus.subject(envelope.type), JSON.stringify(envelope), { msgID });
}

/** Waits until the consumer has handled (and recorded) the event. */
export async function processed(db: Kysely<any>, consumer: string, eventId: string) {
  await waitUntil(`event ${eventId} processed by ${consumer}`, async () =>
    db
      .selectFrom('processed_events')
      .select('event_id')
      .where('consumer', '=', consumer)
      .where('event_id', '=', eventId)
      .executeTakeFirst(),
  );
}
