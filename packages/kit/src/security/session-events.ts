import type { Subscription } from 'nats';
import type { Logger } from 'pino';
import { type Bus, type ConnectBusOptions, connectBus } from '../events/bus.js';
import type { SessionStates, SessionsEnded } from './session-states.js';

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

export interface SessionEventsOptions {
  /**
   * Where to hear the events: the process's own bus connection (a service's `app.bus`), or the
   * settings of a connection opened for this alone (the gateway has no bus of its own). An own
   * connection is never waited for: until it holds, the states are kept the short time only.
   */
  bus: Bus | ConnectBusOptions;
  /**
   * The event types, from @art/contracts (SessionRevoked.type, UserVerified.type): the kit cannot
   * import the contracts, which import the kit.
   */
  revokedType: string;
  verifiedType: string;
  logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
  /** Told of each revocation after it is applied (messaging drops its sockets of it too). */
  onSessionsEnded?: (ended: SessionsEnded) => void;
}

export interface SessionEvents {
  /** Stops listening (and closes an own connection); the states stop counting as heard. */
  close(): Promise<void>;
}

/**
 * Applies identity's revocations (identity.session.revoked, and identity.user.verified) to `states`
 * as they arrive, so a session check asks Redis only when a kept read runs out, and a revocation
 * whose Redis write failed at identity is refused anyway (session-states.ts).
 *
 * A plain NATS subscription in each process, not a JetStream consumer: every process (each gateway
 * instance, each messaging pod) must hear every event, and a shared durable consumer would hand
 * each event to one of them only. Nothing is kept to resume from: an event published while the
 * connection is down is not replayed, which is why a read is kept only `cacheMs` until the
 * subscription holds again (setHeard).
 */
export function listenToSessionEvents(states: SessionStates, options: SessionEventsOptions): SessionEvents {
  const log = options.logger;
  const stop = new AbortController();
  const owned = !('nc' in options.bus);
  let bus: Bus | null = null;
  const subscriptions: Subscription[] = [];

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
      options.onSessionsEnded?.(ended);
    } else {
      const userId = verifiedUserOf(envelope);
      if (userId !== null) states.userVerified(userId);
    }
  };

  async function listen(connected: Bus) {
    const { nc } = connected;
    subscriptions.push(
      nc.subscribe(connected.subject(options.revokedType), {
        callback: (error, message) => {
          if (!error) onMessage('revoked', message.string());
        },
      }),
      nc.subscribe(connected.subject(options.verifiedType), {
        callback: (error, message) => {
          if (!error) onMessage('verified', message.string());
        },
      }),
    );
    // Heard from the moment the server has the subscriptions (again after a reconnect: the
    // client subscribes again as it reconnects; events sent meanwhile are lost).
    const confirm = () =>
      nc.flush().then(
        () => {
          if (!nc.isClosed() && !stop.signal.aborted) states.setHeard(true);
        },
        () => undefined,
      );
    const watching = (async () => {
      for await (const status of nc.status()) {
        // A shared connection outlives this listener: its statuses no longer concern it.
        if (stop.signal.aborted) break;
        if (status.type === 'disconnect' || status.type === 'reconnecting') {
          if (states.heard()) log.warn('NATS connection lost: session states kept the short time only');
          states.setHeard(false);
        } else if (status.type === 'reconnect') {
          confirm();
        }
      }
    })();
    await confirm();
    if (states.heard()) log.info('listening to identity.session.revoked: session states kept until an event');
    await watching;
    states.setHeard(false);
  }

  const connecting: Promise<Bus> = owned
    ? connectBus({ ...(options.bus as ConnectBusOptions), signal: stop.signal })
    : Promise.resolve(options.bus as Bus);
  connecting
    .then(async (connected) => {
      if (stop.signal.aborted) {
        if (owned) await connected.nc.close();
        return;
      }
      bus = connected;
      await listen(connected);
    })
    .catch((error: Error) => {
      states.setHeard(false);
      if (!stop.signal.aborted) log.error({ err: error }, 'not listening to session revocations: short cache only');
    });

  return {
    async close() {
      stop.abort();
      states.setHeard(false);
      for (const subscription of subscriptions) {
        try {
          subscription.unsubscribe();
        } catch {
          // The connection is closed already: nothing left to hear.
        }
      }
      if (owned) await bus?.nc.close().catch(() => undefined);
    },
  };
}
