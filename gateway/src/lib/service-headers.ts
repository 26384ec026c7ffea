import type { IncomingHttpHeaders } from 'node:http';
import {
  INTERNAL_TOKEN_HEADER,
  traceHeaders,
  USER_ID_HEADER,
  USER_ROLE_HEADER,
  USER_SECOND_FACTOR_HEADER,
} from '@art/kit';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_SECURITY_HEADERS } from './security-headers.js';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) and the ones the HTTP client sets itself: they describe
 * one connection, not the message, and are never passed on in either direction. `host` is the
 * service's own (set by the client from the pool's origin).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'expect',
  'host',
]);

/** W3C trace context: the gateway sets its own (see serviceHeaders). */
const TRACE_HEADERS = new Set(['traceparent', 'tracestate']);

/** The names a `Connection` header lists are hop-by-hop too. */
function connectionListed(headers: IncomingHttpHeaders): Set<string> | undefined {
  const connection = headers.connection;
  if (typeof connection !== 'string') return undefined;
  const listed = new Set<string>();
  for (const token of connection.toLowerCase().split(',')) {
    const name = token.trim();
    if (name !== '' && name !== 'close' && name !== 'keep-alive') listed.add(name);
  }
  return listed.size > 0 ? listed : undefined;
}

/**
 * The headers a service receives, as a new object (the caller's are not changed). Whatever the
 * caller sent under the gateway's own names (`x-user-*`, `x-internal-token`, `x-forwarded-*`) is
 * dropped, so only this function can speak for a user; so are hop-by-hop headers and the
 * caller's trace context. Then the verified user, the internal token, the request id, the
 * gateway's trace context and the client as the gateway saw it are added. Authorization is kept:
 * identity's authenticate reads the token itself.
 */
export function serviceHeaders(request: FastifyRequest, internalToken: string): Record<string, string | string[]> {
  const incoming = request.headers;
  const listed = connectionListed(incoming);
  const headers: Record<string, string | string[]> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (
      value === undefined ||
      HOP_BY_HOP.has(name) ||
      name.startsWith('x-user-') ||
      name.startsWith('x-forwarded-') ||
      name === INTERNAL_TOKEN_HEADER ||
      TRACE_HEADERS.has(name) ||
      listed?.has(name)
    ) {
      continue;
    }
    headers[name] = value;
  }
  headers[INTERNAL_TOKEN_HEADER] = internalToken;
  headers['x-request-id'] = request.id;
  // The gateway's span for this request is the service's parent (a client's own is never passed on).
  Object.assign(headers, traceHeaders(request.traceContext ?? undefined));
  // The client as the gateway saw it (TRUST_PROXY decides whom to believe), for the services' logs.
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  if (request.viewer) {
    headers[USER_ID_HEADER] = request.viewer.id;
    headers[USER_ROLE_HEADER] = String(request.viewer.role);
    // Only from the verified token's `amr` (an incoming x-user-second-factor was dropped above).
    if (request.viewer.secondFactor === true) headers[USER_SECOND_FACTOR_HEADER] = '1';
  }
  return headers;
}

/**
 * The service's answer headers minus the hop-by-hop ones (the gateway's own connection to the
 * client has its own) and minus the security headers, which are the gateway's to set (a service,
 * or a compromised one, cannot loosen the site's policy or framing): as a new object.
 */
export function answerHeaders(upstream: IncomingHttpHeaders): Record<string, string | string[]> {
  const listed = connectionListed(upstream);
  const headers: Record<string, string | string[]> = {};
  for (const name in upstream) {
    const value = upstream[name];
    if (value === undefined || HOP_BY_HOP.has(name) || GATEWAY_SECURITY_HEADERS.has(name) || listed?.has(name))
      continue;
    headers[name] = value;
  }
  return headers;
}

/**
 * The headers of a call the gateway makes on its own account as a guest (a shared page's data, a
 * sitemap's listing): none of the caller's, so no cookie, no Authorization and no `x-user-*` reach
 * the service and its audience rules answer as they would for anybody; the internal token, the
 * request id and the trace context, so the call is logged and traced with the page that needed it.
 */
export function guestHeaders(request: FastifyRequest, internalToken: string): Record<string, string> {
  return {
    accept: 'application/json',
    [INTERNAL_TOKEN_HEADER]: internalToken,
    'x-request-id': request.id,
    ...traceHeaders(request.traceContext ?? undefined),
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
  };
}
