import {
  AppError,
  emailVerifiedNow,
  emailVerifiedOf,
  INVALID_SESSION_TOKEN,
  type RequestUser,
  type SessionState,
  type SessionStates,
  type SessionStatesOptions,
  secondFactorOf,
  sessionIdOf,
  sessionRefusal,
  sessionStates,
  sessionTokenProblem,
  sessionVersionOf,
  tokenFromAuthorization,
  WRONG_AUTHORIZATION_SCHEME,
} from '@art/kit';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: sets `request.viewer` from a valid token, answers 401 for a bad one. */
    identifyViewer: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
    /** The sessions' states: Redis reads kept in memory, revocations heard on the bus (session-events.ts). */
    sessionStates: SessionStates;
  }
  interface FastifyRequest {
    /**
     * The viewer's e-mail address is verified, by the token's claim or identity's later mark (read
     * with the session's state); true for a guest (plugins/verified-members.ts).
     */
    viewerEmailVerified: boolean;
  }
}

const invalid = (message = INVALID_SESSION_TOKEN) => new AppError(401, 'unauthorized', message);

/** Verified tokens kept, so a client's next calls skip the signature check; bounded, oldest out first. */
const CACHE_SIZE = 2000;
/**
 * A verified token: who it names, its session version (claim `sv`) and session id (`jti`), whether
 * its account's e-mail was verified at sign-in (claim `ev`), and until when it holds.
 */
type Verified = {
  viewer: RequestUser;
  version: number;
  sessionId?: string;
  emailVerified: boolean;
  expiresAtMs: number;
};

export interface AuthenticationOptions {
  secret: string;
  sessionVersions: Omit<SessionStatesOptions, 'onUnavailable' | 'now'>;
}

/**
 * Verifies the caller's token once, here, so services can trust the user id and role the gateway
 * forwards. A request without a token goes on as a guest (the service decides whether that is
 * enough); a request with a token that fails (malformed, expired, signed with another key, wrong
 * scheme) is refused on every route, public ones included: the client learns at once that its
 * session is over instead of silently browsing as a guest. So is a token older than its user's
 * sessions (password reset or change, sign-out everywhere, role change): its `sv` is below the
 * version identity wrote to Redis; and so is a token whose session was logged out (its `jti` is
 * marked signed out in Redis). Those checks run on every call, cached token or not, against the
 * session's state kept in memory: read from Redis, and revoked at once by identity's events on the
 * bus (kit sessionStates, plugins/session-events.ts).
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: AuthenticationOptions) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      // Only the algorithm identity signs with; a token must say who and until when. Verified
      // tokens are cached below, keyed by the token itself (fast-jwt's cache hashes every token).
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'], cache: false },
    });
    app.decorateRequest('viewer', null);
    app.decorateRequest('viewerEmailVerified', true);

    const versions = sessionStates(app.redis, {
      ...options.sessionVersions,
      onUnavailable: (error) => app.log.warn({ err: error }, 'session version unknown (Redis): token accepted'),
    });
    app.decorate('sessionStates', versions);

    const verified = new Map<string, Verified>();
    const verifiedToken = (token: string): Verified => {
      const hit = verified.get(token);
      if (hit !== undefined && Date.now() < hit.expiresAtMs) return hit;
      if (hit !== undefined) verified.delete(token);
      let payload: { sub?: unknown; role?: unknown; exp?: unknown; [claim: string]: unknown };
      try {
        payload = app.jwt.verify(token);
      } catch (error) {
        throw invalid(sessionTokenProblem(error));
      }
      const role = Number(payload.role);
      if (typeof payload.sub !== 'string' || payload.sub === '' || !Number.isInteger(role)) throw invalid();
      // `exp` is required and was checked by verify; the entry lives no longer than the token.
      // An operator's session proves its second factor in `amr`; services' operator routes need it.
      const viewer: RequestUser = secondFactorOf(payload)
        ? { id: payload.sub, role, secondFactor: true }
        : { id: payload.sub, role };
      const entry = {
        viewer,
        version: sessionVersionOf(payload),
        sessionId: sessionIdOf(payload),
        emailVerified: emailVerifiedOf(payload),
        expiresAtMs: Number(payload.exp) * 1000,
      };
      if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, entry);
      return entry;
    };

    // A callback hook (no promise per request); it runs on every /api call.
    app.decorate('identifyViewer', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const header = request.headers.authorization;
      if (header === undefined) return done();
      const token = tokenFromAuthorization(header);
      if (token === null) return done(invalid(WRONG_AUTHORIZATION_SCHEME));
      let entry: Verified;
      try {
        entry = verifiedToken(token);
      } catch (error) {
        return done(error as Error);
      }
      const { viewer, version, sessionId } = entry;
      const decide = (state: SessionState) => {
        const refusal = sessionRefusal(state, version);
        if (refusal !== null) return done(invalid(refusal));
        request.viewer = viewer;
        request.viewerEmailVerified = emailVerifiedNow(entry.emailVerified, state.emailVerified);
        done();
      };
      // Usually known (a kept read, with the revocations heard since): no Redis, no promise.
      const known = versions.cached(viewer.id, sessionId, entry.emailVerified);
      if (known !== undefined) return decide(known);
      versions.current(viewer.id, sessionId).then(decide, done);
    });
  },
  { name: 'authentication', dependencies: ['redis'] },
);
