import { SessionRevoked, UserVerified } from '@art/contracts';
import { type Bus, connectBus } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionsEnded } from '../lib/session-states.js';

export interface SessionEventsOptions {
  natsUrl: string;
  /** BUS_PREFIX: the subjects identity publishes on (tests use their own). */
  busPrefix: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The data of an identity.session.revoked envelope, or null when it is not one. */
export function sessionsEndedOf(envelope: unknown): SessionsEnded | null {
  if (!isObject(envelope) || !isObject(envelope.data)) return null;
  const { userId, sessionId, sessionVersion } = envelope.data;
  if (typeof userId !== 'string' || userId === '') return null;
  const ended: SessionsEnded = { userId };
  if (typeof sessionId === 'string' && sessionId !== '') ended.sessionId = sessionId;
  if (typeof sessionVersion === 'number' && Number.isInteger(sessionVersion)) ended.sessionVersion = sessionVersion;
  return ended.sessionId === undefined && ended.sessionVersion === undefined ? null : ended;
}

/** The user of an identity.user.verified envelope, or null. */
export function verifiedUserOf(envelope: unknown): string | null {
  if (!isObject(envelope) || !isObject(envelope.data)) return null;
  const { userId } = envelope.data;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}

/**
 * The gateway hears identity's revocations on the bus (identity.session.revoked, and
 * identity.user.verified) and applies them to its in-memory session states at once, so the
 * token check reads Redis only when a kept read runs out (authentication.ts, session-states.ts).
 *
 * A plain NATS subscription on each instance, not a JetStream consumer: every instance must hear
 * every event, and the gateway keeps nothing to resume from; an event published while it is not
 * connected is not replayed, which is why a read is kept only the short time
 * (SESSION_VERSION_CACHE_MS) until the subscription holds again. The gateway never waits for
 * NATS: it starts, serves and checks tokens without it (through Redis, as before).
 */
export const sessionEventsPlugin = fp(
  async (app: FastifyInstance, options: SessionEventsOptions) => {
    const log = app.log.child({ component: 'session-events' });
    const states = app.sessionStates;
    const stop = new AbortController();
    let bus: Bus | null = null;

    const onMessage = (subject: 'revoked' | 'verified', data: string) => {
      let envelope: unknown;
      try {
        envelope = JSON.parse(data);
      } catch {
        log.warn({ subject }, 'an event that is not JSON: ignored');
        return;
      }
      if (subject === 'revoked') {
        const ended = sessionsEndedOf(envelope);
        if (ended === null) return log.warn('an identity.session.revoked without a user or what ended: ignored');
        states.sessionsEnded(ended);
        log.debug(ended, 'sessions ended: applied');
      } else {
        const userId = verifiedUserOf(envelope);
        if (userId !== null) states.userVerified(userId);
      }
    };

    async function listen(connected: Bus) {
      const { nc } = connected;
      nc.subscribe(connected.subject(SessionRevoked.type), {
        callback: (error, message) => {
          if (!error) onMessage('revoked', message.string());
        },
      });
      nc.subscribe(connected.subject(UserVerified.type), {
        callback: (error, message) => {
          if (!error) onMessage('verified', message.string());
        },
      });
      // Heard from the moment the server has the subscriptions (again after a reconnect: the
      // client subscribes again as it reconnects; events sent meanwhile are lost).
      const confirm = () =>
        nc.flush().then(
          () => {
            if (!nc.isClosed()) states.setHeard(true);
          },
          () => undefined,
        );
      const watching = (async () => {
        for await (const status of nc.status()) {
          if (status.type === 'disconnect' || status.type === 'reconnecting') {
            if (states.heard()) log.warn('NATS connection lost: session states kept SESSION_VERSION_CACHE_MS only');
            states.setHeard(false);
          } else if (status.type === 'reconnect') {
            confirm();
          }
        }
      })();
      await confirm();
      if (states.heard())
        log.info('listening to identity.session.revoked: session states kept until an event or SESSION_STATE_CACHE_MS');
      await watching;
      states.setHeard(false);
    }

    connectBus({ url: options.natsUrl, name: 'gateway', prefix: options.busPrefix, logger: log, signal: stop.signal })
      .then(async (connected) => {
        if (stop.signal.aborted) {
          await connected.nc.close();
          return;
        }
        bus = connected;
        await listen(connected);
      })
      .catch((error: Error) => {
        states.setHeard(false);
        if (!stop.signal.aborted) log.error({ err: error }, 'not listening to session revocations: short cache only');
      });

    app.addHook('onClose', async () => {
      stop.abort();
      states.setHeard(false);
      await bus?.nc.close().catch(() => undefined);
    });
  },
  { name: 'session-events', dependencies: ['authentication'] },
);
