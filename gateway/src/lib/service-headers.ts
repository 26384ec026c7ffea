import type { IncomingHttpHeaders } from 'node:http';
import { INTERNAL_TOKEN_HEADER, USER_ID_HEADER, USER_ROLE_HEADER } from '@art/kit';
import type { FastifyRequest } from 'fastify';

/**
 * The headers a service receives. Whatever the caller sent under the gateway's own names
 * (`x-user-*`, `x-internal-token`) is dropped, so only this function can speak for a user; then
 * the verified user, the internal token and the request id are added. Authorization is kept:
 * identity's authenticate reads the token itself.
 */
export function serviceHeaders(request: FastifyRequest, headers: IncomingHttpHeaders, internalToken: string) {
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-user-') || name === INTERNAL_TOKEN_HEADER || name.startsWith('x-forwarded-')) {
      delete headers[name];
    }
  }
  headers[INTERNAL_TOKEN_HEADER] = internalToken;
  headers['x-request-id'] = request.id;
  // The client as the gateway saw it (TRUST_PROXY decides whom to believe), for the services' logs.
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  if (request.viewer) {
    headers[USER_ID_HEADER] = request.viewer.id;
    headers[USER_ROLE_HEADER] = String(request.viewer.role);
  }
  return headers;
}
