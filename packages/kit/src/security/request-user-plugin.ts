import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { EventContext } from '../events/outbox.js';
import { AppError, unauthorized } from '../http/errors.js';
import { USER_SECOND_FACTOR_HEADER } from './second-factor.js';

export interface RequestUser {
  id: string;
  role: number;
  /** The session was signed in with a second factor (an operator's; see second-factor.ts). */
  secondFactor?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user as the gateway verified it, or null for a guest. */
    viewer: RequestUser | null;
  }
}

export const USER_ID_HEADER = 'x-user-id';
export const USER_ROLE_HEADER = 'x-user-role';
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Services trust the identity headers only when they come with the gateway's internal token, so a
 * caller that reaches a service directly cannot claim to be somebody.
 */
export const requestUserPlugin = fp(
  async (app: FastifyInstance, options: { internalToken: string }) => {
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      const userId = request.headers[USER_ID_HEADER];
      if (userId === undefined) return;
      const token = request.headers[INTERNAL_TOKEN_HEADER];
      if (typeof token !== 'string' || !sameSecret(token, options.internalToken)) {
        throw new AppError(401, 'unauthorized', 'Identity headers are accepted from the gateway only');
      }
      const role = Number(request.headers[USER_ROLE_HEADER]);
      if (typeof userId !== 'string' || !/^[0-9a-f-]{36}$/i.test(userId) || !Number.isInteger(role)) {
        throw new AppError(401, 'unauthorized', 'Malformed identity headers');
      }
      request.viewer =
        request.headers[USER_SECOND_FACTOR_HEADER] === '1'
          ? { id: userId, role, secondFactor: true }
          : { id: userId, role };
    });
  },
  { name: 'request-user' },
);

/** For routes that need a signed-in user: answers 'Please login first' (401) otherwise. */
export async function requireViewer(request: FastifyRequest) {
  if (!request.viewer) throw unauthorized('Please login first');
}

export function viewerOf(request: FastifyRequest): RequestUser {
  if (!request.viewer) throw unauthorized('Please login first');
  return request.viewer;
}

/** Who caused an event and in which request, so the chain can be followed in every log. */
export function eventContextOf(request: FastifyRequest): EventContext {
  const viewer = request.viewer;
  return {
    actor: viewer ? { userId: viewer.id, role: viewer.role } : { userId: null, role: null },
    requestId: request.id,
  };
}
