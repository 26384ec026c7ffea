import { AppError, type RequestUser } from '@art/kit';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: sets `request.viewer` from a valid token, answers 401 for a bad one. */
    identifyViewer: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  }
}

/** `JWT <token>` is the spec's scheme; `Bearer <token>` is accepted for ordinary HTTP clients. */
const AUTHORIZATION = /^(?:JWT|Bearer)\s+(\S+)\s*$/i;

// The same words identity uses when it checks a token itself, so a client sees one message
// whichever of the two refused it.
const REASONS: Record<string, string> = {
  FAST_JWT_EXPIRED: 'Your session has expired. Please login again',
  FAST_JWT_INVALID_SIGNATURE: 'Your session token was not issued by this site. Please login again',
  FAST_JWT_INVALID_ALGORITHM: 'Your session token was not issued by this site. Please login again',
  FAST_JWT_MALFORMED: 'Your session token is malformed. Please login again',
  FAST_JWT_INACTIVE: 'Your session token is not valid yet. Please login again',
};
const INVALID_TOKEN = 'Your session token is invalid. Please login again';
const WRONG_SCHEME = 'Authorization header must be "JWT <token>"';

const invalid = (message = INVALID_TOKEN) => new AppError(401, 'unauthorized', message);

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
        throw invalid(REASONS[(error as { code?: string }).code ?? '']);
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
      const match = AUTHORIZATION.exec(header);
      if (!match) return done(invalid(WRONG_SCHEME));
      try {
        request.viewer = viewerOf(match[1]!);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'authentication' },
);
