import {
  INVALID_SESSION_TOKEN,
  type RequestUser,
  sessionTokenProblem,
  tokenFromAuthorization,
  unauthorized,
  WRONG_AUTHORIZATION_SCHEME,
} from '@art/kit';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What a session token carries: the user id in `sub` and the role. The gateway reads the same. */
export interface SessionClaims {
  sub: string;
  role: number;
}

export interface Sessions {
  /** A token valid for one day (the spec's token cookie lives as long). */
  issue(user: { id: string; role: number }): string;
  /** The user a token stands for; a 401 with a clear message when it is not a valid token. */
  verify(token: string): RequestUser;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export const TOKEN_LIFETIME = '1d';

export const sessionsPlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate('sessions', {
      issue: (user) => app.jwt.sign({ sub: user.id, role: user.role } satisfies SessionClaims),
      verify(token) {
        let claims: Partial<SessionClaims>;
        try {
          claims = app.jwt.verify<Partial<SessionClaims>>(token);
        } catch (error) {
          throw unauthorized(sessionTokenProblem(error));
        }
        if (typeof claims.sub !== 'string' || !Number.isInteger(claims.role)) throw unauthorized(INVALID_SESSION_TOKEN);
        return { id: claims.sub, role: claims.role as number };
      },
    } satisfies Sessions);
  },
  { name: 'sessions' },
);

/**
 * For signed-in routes. Through the gateway the viewer comes from its trusted headers; called
 * directly (tests, the benchmark, another deployment) the service checks the token itself with the
 * same secret, so the route behaves the same either way.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (request.viewer) return;
  const token = tokenFromAuthorization(request.headers.authorization);
  if (!token) {
    if (request.headers.authorization) throw unauthorized(WRONG_AUTHORIZATION_SCHEME);
    throw unauthorized('Please login first');
  }
  request.viewer = request.server.sessions.verify(token);
}
