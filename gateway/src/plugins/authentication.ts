import {
  AppError,
  INVALID_SESSION_TOKEN,
  type RequestUser,
  sessionTokenProblem,
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
  }
}

const invalid = (message = INVALID_SESSION_TOKEN) => new AppError(401, 'unauthorized', message);

/** Verified tokens kept, so a client's next calls skip the signature check; bounded, oldest out first. */
const CACHE_SIZE = 2000;
type Verified = { viewer: RequestUser; expiresAtMs: number };

/**
 * Verifies the caller's token once, here, so services can trust the user id and role the gateway
 * forwards. A request without a token goes on as a guest (the service decides whether that is
 * enough); a request with a token that fails (malformed, expired, signed with another key, wrong
 * scheme) is refused on every route, public ones included: the client learns at once that its
 * session is over instead of silently browsing as a guest.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      // Only the algorithm identity signs with; a token must say who and until when. Verified
      // tokens are cached below, keyed by the token itself (fast-jwt's cache hashes every token).
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'], cache: false },
    });
    app.decorateRequest('viewer', null);

    const verified = new Map<string, Verified>();
    const viewerOf = (token: string): RequestUser => {
      const hit = verified.get(token);
      if (hit !== undefined && Date.now() < hit.expiresAtMs) return hit.viewer;
      if (hit !== undefined) verified.delete(token);
      let payload: { sub?: unknown; role?: unknown; exp?: unknown };
      try {
        payload = app.jwt.verify(token);
      } catch (error) {
        throw invalid(sessionTokenProblem(error));
      }
      const role = Number(payload.role);
      if (typeof payload.sub !== 'string' || payload.sub === '' || !Number.isInteger(role)) throw invalid();
      const viewer = { id: payload.sub, role } satisfies RequestUser;
      // `exp` is required and was checked by verify; the entry lives no longer than the token.
      if (typeof payload.exp === 'number') {
        if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { viewer, expiresAtMs: payload.exp * 1000 });
      }
      return viewer;
    };

    // A callback hook (no promise per request); it runs on every /api call.
    app.decorate('identifyViewer', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const header = request.headers.authorization;
      if (header === undefined) return done();
      const token = tokenFromAuthorization(header);
      if (token === null) return done(invalid(WRONG_AUTHORIZATION_SCHEME));
      try {
        request.viewer = viewerOf(token);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'authentication' },
);
