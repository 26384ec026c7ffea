import type { EventContext } from '@art/kit';
import type { FastifyRequest } from 'fastify';

/** Who caused an event and in which request, so the chain can be followed in every log. */
export function eventContext(request: FastifyRequest | undefined, actor?: { id: string; role: number }): EventContext {
  const who = actor ?? request?.viewer ?? null;
  return {
    actor: who ? { userId: who.id, role: who.role } : { userId: null, role: null },
    ...(request ? { requestId: request.id } : {}),
  };
}
