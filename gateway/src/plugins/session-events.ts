import { SessionRevoked, UserVerified } from '@art/contracts';
import { listenToSessionEvents } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SessionEventsOptions {
  natsUrl: string;
  /** BUS_PREFIX: the subjects identity publishes on (tests use their own). */
  busPrefix: string;
}

/**
 * The gateway hears identity's revocations on the bus and applies them to its in-memory session
 * states at once (kit listenToSessionEvents, sessionStates), so the token check reads Redis only
 * when a kept read runs out (authentication.ts). The gateway has no bus of its own and never waits
 * for NATS: it starts, serves and checks tokens without it (through Redis, as before).
 */
export const sessionEventsPlugin = fp(
  async (app: FastifyInstance, options: SessionEventsOptions) => {
    const log = app.log.child({ component: 'session-events' });
    const events = listenToSessionEvents(app.sessionStates, {
      bus: { url: options.natsUrl, name: 'gateway', prefix: options.busPrefix, logger: log },
      revokedType: SessionRevoked.type,
      verifiedType: UserVerified.type,
      logger: log,
    });
    app.addHook('onClose', () => events.close());
  },
  { name: 'session-events', dependencies: ['authentication'] },
);
