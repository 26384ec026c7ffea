import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@art/contracts';
import { systemActor } from '@art/contracts';
import type { Bus } from '@art/kit';
import type { Static } from 'typebox';

/** An envelope as identity's outbox would publish it. */
export function envelopeOf<E extends EventDefinition>(
  event: E,
  data: Static<E['data']>,
  overrides: Partial<EventEnvelope> = {},
): EventEnvelope<Static<E['data']>> {
  return {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    actor: systemActor,
    requestId: `req-${randomUUID()}`,
    data,
    ...overrides,
  } as EventEnvelope<Static<E['data']>>;
}

/**
 * Publishes like the outbox relay does. Passing a msgID other than the event id lets a test store
 * the same event twice, the way a late redelivery would arrive.
 */
export async function publishEnvelope(bus: Bus, envelope: { type: string; id: string }, msgID = envelope.id) {
  return bus.js.publish(bus.subject(envelope.type), JSON.stringify(envelope), { msgID });
}
