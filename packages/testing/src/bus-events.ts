import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@art/contracts';
import { systemActor } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { waitUntil } from './wait-until.js';

/** An envelope as the publishing service's outbox would send it. */
export function envelopeOf<E extends EventDefinition>(
  event: E,
  data: Static<E['data']>,
): EventEnvelope<Static<E['data']>> {
  return {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    actor: systemActor,
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
