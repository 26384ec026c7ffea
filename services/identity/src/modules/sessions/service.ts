import { randomUUID } from 'node:crypto';
import {
  AUTH_METHODS_CLAIM,
  EMAIL_VERIFIED_CLAIM,
  INVALID_SESSION_TOKEN,
  type RequestUser,
  SECOND_FACTOR_METHODS,
  SESSION_ID_CLAIM,
  SESSION_REVOKED,
  SESSION_VERSION_CLAIM,
  SIGNED_OUT,
  secondFactorOf,
  sessionIdOf,
  sessionTokenProblem,
  sessionVersionOf,
  tokenFromAuthorization,
  unauthorized,
  WRONG_AUTHORIZATION_SCHEME,
} from '@art/kit';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a session token carries: the user id in `sub`, the role, the user's session version
 * (`sv`) at sign-in, the session's own id (`jti`, ended by logging out) and whether the e-mail
 * address was verified at sign-in (`ev`: until it is, member writes are refused). An operator's
 * session also names the methods of its sign-in (`amr: ['pwd', 'otp']`): operator routes need
 * the second factor. The gateway reads the same.
 */
export interface SessionClaims {
  sub: string;
  role: number;
  [SESSION_VERSION_CLAIM]: number;
  [SESSION_ID_CLAIM]: string;
  [EMAIL_VERIFIED_CLAIM]: boolean;
  [AUTH_METHODS_CLAIM]?: string[];
}

/** A verified token: who, with which session version, which session, and until when. */
export type VerifiedSession = RequestUser & { sessionVersion: number; sessionId?: string; expiresAtMs: number };

export interface Sessions {
  /** A token valid for one day (the frontend's token cookie lives as long). */
  issue(user: {
    id: string;
    role: number;
    sessionVersion: number;
    emailVerified: boolean;
    secondFactor?: boolean;
  }): string;
  /** The user a token stands for; a 401 with a clear message when it is not a valid token. */
  verify(token: string): VerifiedSession;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** The verified token's session, set by requireSession when the request carried a token. */
    session?: { sessionId?: string; expiresAtMs: number };
  }
  interface FastifyContextConfig {
    /** The route reads the session token, checked by sessionHook. */
    readsSession?: boolean;
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
      issue: (user) =>
        app.jwt.sign({
          sub: user.id,
          role: user.role,
          [SESSION_VERSION_CLAIM]: user.sessionVersion,
          [SESSION_ID_CLAIM]: randomUUID(),
          [EMAIL_VERIFIED_CLAIM]: user.emailVerified,
          ...(user.secondFactor ? { [AUTH_METHODS_CLAIM]: [...SECOND_FACTOR_METHODS] } : {}),
        } satisfies SessionClaims),
      verify(token) {
        let claims: Partial<SessionClaims> & { exp?: number };
        try {
          claims = app.jwt.verify<Partial<SessionClaims> & { exp?: number }>(token);
        } catch (error) {
          throw unauthorized(sessionTokenProblem(error));
        }
        if (typeof claims.sub !== 'string' || !Number.isInteger(claims.role)) throw unauthorized(INVALID_SESSION_TOKEN);
        return {
          id: claims.sub,
          role: claims.role as number,
          ...(secondFactorOf(claims) ? { secondFactor: true } : {}),
          sessionVersion: sessionVersionOf(claims),
          sessionId: sessionIdOf(claims),
          expiresAtMs: Number(claims.exp) * 1000,
        };
      },
    } satisfies Sessions);
  },
  { name: 'sessions' },
);

/**
 * For signed-in routes. A token, when the request has one (the gateway passes Authorization on),
 * is checked here too, against the session version in identity's own database: the gateway's
 * check reads Redis through a short cache and lets requests through when Redis is away, identity's
 * does neither. Without a token the gateway's trusted headers decide.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const token = tokenFromAuthorization(request.headers.authorization);
  if (!token) {
    if (request.viewer) return;
    if (request.headers.authorization) throw unauthorized(WRONG_AUTHORIZATION_SCHEME);
    throw unauthorized('Please login first');
  }
  const { sessionVersion, sessionId, expiresAtMs, ...viewer } = request.server.sessions.verify(token);
  const state = await request.server.users.sessionState(viewer.id, sessionId);
  // An account that is gone is answered by the route (signedInUser); an older token ends here.
  if (state !== undefined && sessionVersion < state.version) throw unauthorized(SESSION_REVOKED);
  if (state?.signedOut) throw unauthorized(SIGNED_OUT);
  request.viewer = viewer;
  request.session = { sessionId, expiresAtMs };
}

/** For routes open to guests that use the signed-in account when there is one (verify e-mail). */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  if (request.viewer || request.headers.authorization !== undefined) await requireSession(request);
}

/** The route config of a route that reads the session token (see sessionHook). */
export const READS_SESSION = { readsSession: true } as const;

/**
 * Checks the token of a route that reads one (`config: READS_SESSION`). Added with `addHook('preValidation')`
 * by a routes plugin, it runs before the route's own preValidation hooks, so before the
 * declaration's access guard, which sees the gateway's headers only: a request that carries just a token is signed in
 * by then. With the guard after it, a signed-in route answers what requireSession did. Routes that
 * ignore a token (login, register) leave the config out, so a stale token never stops a sign-in.
 */
export async function sessionHook(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.readsSession) await optionalSession(request);
}
