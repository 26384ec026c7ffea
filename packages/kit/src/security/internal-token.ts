import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.js';
import { INTERNAL_TOKEN_HEADER } from './request-user-plugin.js';

/**
 * A preHandler for service-to-service routes (under /internal, which the gateway never routes):
 * only a caller holding the shared internal token gets in.
 */
export function requireInternalToken(internalToken: string) {
  const expected = Buffer.from(internalToken);
  return async (request: FastifyRequest): Promise<void> => {
    const given = Buffer.from(String(request.headers[INTERNAL_TOKEN_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('This route needs the internal token');
    }
  };
}
