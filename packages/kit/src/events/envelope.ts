import { type Static, type TSchema, Type } from 'typebox';

// What an event is, apart from any area: the kit's outbox and consumers need it, the areas'
// contracts define their events with it. Nothing here but typebox, so contracts (and anything
// else) can import it through @art/kit/envelope without the kit's server, database or bus.

/** Who caused an event: a signed-in user, or the system itself (seed, jobs). */
export const Actor = Type.Object({
  userId: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([Type.Integer(), Type.Null()]),
});
export type Actor = Static<typeof Actor>;

export const systemActor: Actor = { userId: null, role: null };

/**
 * Every event on the bus has this envelope. `requestId` carries the id of the HTTP request that
 * caused the event, so one request can be followed through every service's logs.
 */
export function envelopeSchema<T extends TSchema>(type: string, data: T) {
  return Type.Object({
    id: Type.String({ format: 'uuid' }),
    type: Type.Literal(type),
    version: Type.Integer({ minimum: 1 }),
    occurredAt: Type.String({ format: 'date-time' }),
    actor: Actor,
    requestId: Type.Optional(Type.String()),
    data,
  });
}

export interface EventEnvelope<D = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  actor: Actor;
  requestId?: string;
  data: D;
}

/** A named event: its subject on the bus (the same as its type), its version and data schema. */
export interface EventDefinition<T extends TSchema = TSchema> {
  type: string;
  version: number;
  data: T;
  envelope: ReturnType<typeof envelopeSchema<T>>;
}

export function defineEvent<T extends TSchema>(type: string, version: number, data: T): EventDefinition<T> {
  return { type, version, data, envelope: envelopeSchema(type, data) };
}

export type EventData<E extends EventDefinition> = Static<E['data']>;
