import { LIVE_SOCKET_PATH, SessionRevoked, UserVerified, userRoom } from '@art/contracts';
import {
  AppError,
  createRedis,
  emailVerifiedOf,
  INVALID_SESSION_TOKEN,
  listenToSessionEvents,
  type RefusalBody,
  refusalAck,
  sessionIdOf,
  sessionRefusal,
  sessionStates,
  sessionTokenProblem,
  sessionVersionOf,
  tokenFromAuthorization,
  unauthorized,
} from '@art/kit';
import fastifyJwt from '@fastify/jwt';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { belongsToEnded, END_SESSIONS, type EndedSessions, endedSessionsOf } from './rules.js';

/** How long closing waits for a Redis client still connecting (see onClose). */
const CLOSE_CONNECT_WAIT_MS = 2000;
/** Who a socket belongs to, from its verified token. */
export interface SocketUser {
  id: string;
  role: number;
  /** The token's session version (claim `sv`). */
  sessionVersion: number;
  /** The token's session id (claim `jti`): logging out ends that session. */
  sessionId?: string;
  /** The token's word on the e-mail address at sign-in (claim `ev`; socket-events checks it). */
  emailVerified: boolean;
  expiresAtMs: number;
}

/**
 * A socket event's acknowledgement: `success` (with what it made), or the refusal as the HTTP
 * route would answer it, with its status word, message and stable code (kit refusalAck).
 */
export type SocketAck = (answer: { status: 'success'; message?: unknown } | RefusalBody) => void;

/** What a socket event answers through its ack. */
export type SocketAnswer = Parameters<SocketAck>[0];

/**
 * A client event that acts for the socket's member: runs only while the member's session holds
 * (Live.onMemberEvent checks it first) and answers success or a refusal; an AppError thrown is
 * answered as its refusal, anything else as socketEventFailed (the details go to the log).
 */
export type MemberEvent = (user: SocketUser, payload: unknown, socket: Socket) => Promise<SocketAnswer> | SocketAnswer;

/** The ack a client passed with an event, or null when it asked for none. */
export const socketAckOf = (value: unknown): SocketAck | null =>
  typeof value === 'function' ? (value as SocketAck) : null;

/** A socket event that failed for a reason of the server's own (the details go to the log). */
export const socketEventFailed = () => new AppError(500, 'error', 'Something went wrong. Please try again');

export interface Live {
  io: Server;
  /** Emits to every socket of these users, on every instance (the Redis adapter), but `exceptSocketId`. */
  toUsers(userIds: string[], event: string, payload: unknown, exceptSocketId?: string): void;
  /**
   * The only way a client event is listened to (at registration, before the server listens): on
   * every socket, each such event first has its session checked, as the connection was (the
   * revocations heard on the bus included); an ended session's event is refused with the reason
   * (and its stable code) and the socket dropped, so no event can act for a signed-out member
   * because its handler forgot to ask.
   */
  onMemberEvent(event: string, act: MemberEvent): void;
  /**
   * Disconnects the sockets of the ended sessions on every instance (through the adapter) within
   * moments; answers how many were on this one.
   */
  endSessions(ended: EndedSessions): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/** Largest frame a client may send: a message is at most 5,000 characters. */
const MAX_FRAME_BYTES = 64 * 1024;
/** setTimeout's largest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * An error a socket.io client receives as `connect_error`: the message, and in `data` the body
 * the gateway answers a refused token with (status word, message and code: kit refusalAck).
 */
function refusal(message: string): Error {
  return Object.assign(new Error(message), { data: refusalAck(unauthorized(message)) });
}

/** The token a client sent: `auth.token` (raw or as `JWT <token>`), else an Authorization header. */
function tokenOf(socket: Socket): string | null {
  const given = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof given === 'string' && given.trim()) return tokenFromAuthorization(given) ?? given.trim();
  const header = socket.handshake.headers.authorization;
  return typeof header === 'string' ? tokenFromAuthorization(header) : null;
}

/**
 * Disconnects this instance's sockets of the ended sessions (the user's room holds all of them);
 * answers how many. The user's sockets of sessions that still hold stay: a room per session would
 * not tell a token issued after the change (the new artist's) from the ones it ended.
 */
function dropSockets(io: Server, ended: EndedSessions): number {
  const namespace = io.of('/');
  let dropped = 0;
  for (const id of [...(namespace.adapter.rooms.get(userRoom(ended.userId)) ?? [])]) {
    const socket = namespace.sockets.get(id);
    if (socket && belongsToEnded(socket.data.user as SocketUser, ended)) {
      socket.disconnect(true);
      dropped += 1;
    }
  }
  return dropped;
}

/**
 * The live socket (socket.io at LIVE_SOCKET_PATH on the service's own HTTP server) with the Redis
 * adapter under LIVE_SOCKET_KEY, so that an emit on one instance reaches sockets on all of them
 * (and notification's emitter reaches them too). A socket authenticates on connect with the same
 * JWT the gateway verifies, session version included, and joins the room named after its user.
 * It is disconnected when its token expires, and when identity ends its session (endSessions, and
 * the revocations each instance hears itself); an ended session stays refused on this instance
 * even while Redis lacks identity's mark of it (kit sessionStates).
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config;
    await app.register(fastifyJwt, {
      secret: config.JWT_SECRET,
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] },
    });
    // The gateway's mechanism (kit sessionStates): Redis reads, and the revocations this instance
    // heard, which keep refusing a token after a dropped socket reconnects even when identity's
    // Redis write of the revocation failed.
    const states = sessionStates(app.redis, {
      prefix: config.SESSION_VERSION_PREFIX,
      cacheMs: config.SESSION_VERSION_CACHE_MS,
      heardCacheMs: config.SESSION_VERSION_CACHE_MS,
      timeoutMs: config.SESSION_VERSION_TIMEOUT_MS,
      onUnavailable: (error) => app.log.warn({ err: error }, 'session version unknown (Redis): token accepted'),
    });
    /**
     * Why the socket's session no longer holds (its token's version is below its user's, or it was
     * logged out), or null while it holds.
     */
    const sessionEnded = async (user: SocketUser) =>
      sessionRefusal(
        states.cached(user.id, user.sessionId, user.emailVerified) ?? (await states.current(user.id, user.sessionId)),
        user.sessionVersion,
      );

    const log = app.log.child({ component: 'live-socket' });
    const pub = createRedis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    let redisDown = false;
    for (const client of [pub, sub]) {
      client.on('error', (err) => {
        if (redisDown) return;
        redisDown = true;
        log.warn({ err }, 'Redis unreachable: live messages reach this instance’s sockets only until it is back');
      });
      client.on('ready', () => {
        redisDown = false;
      });
    }

    const io = new Server(app.server, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket', 'polling'],
      serveClient: false,
      maxHttpBufferSize: MAX_FRAME_BYTES,
      adapter: createAdapter(pub, sub, { key: config.LIVE_SOCKET_KEY }),
    });

    io.use((socket, next) => {
      if (app.isDraining()) return next(refusal('The server is restarting. Please try again'));
      const token = tokenOf(socket);
      if (!token) return next(refusal('Please login first'));
      let payload: { sub?: unknown; role?: unknown; exp?: unknown; [claim: string]: unknown };
      try {
        payload = app.jwt.verify(token);
      } catch (error) {
        return next(refusal(sessionTokenProblem(error)));
      }
      const role = Number(payload.role);
      if (typeof payload.sub !== 'string' || payload.sub === '' || !Number.isInteger(role)) {
        return next(refusal(INVALID_SESSION_TOKEN));
      }
      const user: SocketUser = {
        id: payload.sub,
        role,
        sessionVersion: sessionVersionOf(payload),
        sessionId: sessionIdOf(payload),
        emailVerified: emailVerifiedOf(payload),
        expiresAtMs: Number(payload.exp) * 1000,
      };
      sessionEnded(user).then(
        (ended) => {
          if (ended !== null) return next(refusal(ended));
          socket.data.user = user;
          next();
        },
        (error: Error) => next(error),
      );
    });

    const memberEvents = new Map<string, MemberEvent>();
    /** The event's answer, and whether the socket goes once it is acked (its session ended). */
    async function answerOf(
      user: SocketUser,
      socket: Socket,
      event: string,
      act: MemberEvent,
      payload: unknown,
    ): Promise<{ answer: SocketAnswer; ended: boolean }> {
      try {
        const ended = await sessionEnded(user);
        if (ended !== null) return { answer: refusalAck(unauthorized(ended)), ended: true };
        return { answer: await act(user, payload, socket), ended: false };
      } catch (error) {
        if (error instanceof AppError) return { answer: refusalAck(error), ended: false };
        log.error({ err: error, event, socketId: socket.id }, 'socket event failed');
        return { answer: refusalAck(socketEventFailed()), ended: false };
      }
    }

    io.on('connection', (socket) => {
      const user = socket.data.user as SocketUser;
      for (const [event, act] of memberEvents) {
        socket.on(event, async (payload: unknown, callback: unknown) => {
          const ack = socketAckOf(callback);
          const { answer, ended } = await answerOf(user, socket, event, act, payload);
          ack?.(answer);
          // After the ack: a disconnected socket's pending acks never reach the client.
          if (ended) socket.disconnect(true);
        });
      }
      void socket.join(userRoom(user.id));
      // A session ended after the check above but before this join was dropped from a room the
      // socket was not in yet: asked once more now that it is in, the socket cannot slip through.
      sessionEnded(user).then(
        (ended) => {
          if (ended !== null) socket.disconnect(true);
        },
        (error: Error) => log.warn({ err: error }, 'session state not read again after joining'),
      );
      const expiry = setTimeout(
        () => socket.disconnect(true),
        Math.max(0, Math.min(user.expiresAtMs - Date.now(), MAX_TIMER_MS)),
      );
      expiry.unref();
      socket.on('disconnect', () => clearTimeout(expiry));
    });

    // Another instance heard identity end sessions: its sockets are dropped there, these here, and
    // remembered here too (the reconnect of a dropped socket may land on any instance).
    io.on(END_SESSIONS, (value: unknown) => {
      const ended = endedSessionsOf(value);
      if (!ended) return;
      states.sessionsEnded(ended);
      dropSockets(io, ended);
    });

    // Every instance hears every revocation itself (the durable consumer hands each event to one
    // instance only): remembered, and this instance's sockets of it dropped at once.
    const sessionEvents = listenToSessionEvents(states, {
      bus: app.bus,
      revokedType: SessionRevoked.type,
      verifiedType: UserVerified.type,
      logger: app.log.child({ component: 'session-events' }),
      onSessionsEnded: (ended) => dropSockets(io, ended),
    });

    app.metrics.gauge('socket_connections', 'Live sockets signed in on this instance', () => io.of('/').sockets.size);

    // False from the moment closing quits the adapter's Redis clients: an emit after that (a bus
    // event still being handled, a timer) would publish on a closed client, whose rejection the
    // adapter does not catch — an unhandled rejection that ends the process. This instance's
    // sockets are gone by then (preClose), and the other instances hear the same bus events.
    let adapterOpen = true;

    app.decorate('live', {
      io,
      toUsers(userIds, event, payload, exceptSocketId) {
        if (!adapterOpen) return;
        const rooms = [...new Set(userIds)].map(userRoom);
        if (rooms.length === 0) return;
        const target = exceptSocketId ? io.to(rooms).except(exceptSocketId) : io.to(rooms);
        target.emit(event, payload);
      },
      onMemberEvent(event, act) {
        if (memberEvents.has(event)) throw new Error(`socket event ${event} is already handled`);
        memberEvents.set(event, act);
      },
      endSessions(ended) {
        states.sessionsEnded(ended);
        if (adapterOpen) io.serverSideEmit(END_SESSIONS, ended);
        return dropSockets(io, ended);
      },
    } satisfies Live);

    // Sockets first, so that the HTTP server can close (an open websocket would keep it open).
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await sessionEvents.close();
      adapterOpen = false;
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      for (const client of [pub, sub]) {
        // A client still connecting holds the adapter's subscriptions in its offline queue: a
        // disconnect now would reject them where nobody listens ("Connection is closed", an
        // unhandled rejection). Give it a moment to connect and answer them, then quit.
        if (client.status === 'connecting' || client.status === 'connect') {
          await Promise.race([
            new Promise((resolve) => client.once('ready', resolve)),
            new Promise((resolve) => setTimeout(resolve, CLOSE_CONNECT_WAIT_MS)),
          ]);
        }
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      }
    });
  },
  { name: 'live', dependencies: ['redis', 'bus'] },
);
