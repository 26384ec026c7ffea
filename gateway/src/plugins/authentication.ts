import { AppError, type RequestUser } from '@art/kit';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: sets `request.viewer` from a valid token, answers 401 for a bad one. */
    identifyViewer: (request: FastifyRequest) => Promise<void>;
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
      // Only the algorithm identity signs with; a token must say who and until when.
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'], cache: true },
    });
    app.decorateRequest('viewer', null);

    app.decorate('identifyViewer', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (header === undefined) return;
      const match = AUTHORIZATION.exec(header);
      if (!match) throw invalid(WRONG_SCHEME);
      let payload: { sub?: unknown; role?: unknown };
      try {
        payload = app.jwt.verify(match[1]);
      } catch (error) {
        throw invalid(REASONS[(error as { code?: string }).code ?? '']);
      }
      const role = Number(payload.role);
      if (typeof payload.sub !== 'string' || payload.sub === '' || !Number.isInteger(role)) throw invalid();
      request.viewer = { id: payload.sub, role } satisfies RequestUser;
    });
  },
  { name: 'authentication' },
);
