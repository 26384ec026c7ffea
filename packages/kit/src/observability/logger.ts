import type { IncomingMessage } from 'node:http';
import type { LoggerOptions } from 'pino';
import { redactSecretsInUrl } from './log-redaction.js';
import { traceLogFields } from './trace-context.js';

/** What fastify's request object adds to the raw message that a log line uses. */
type LoggedRequest = IncomingMessage & { host?: string; ip?: string };

/**
 * The request as a log line shows it: fastify's own fields, with a secret path segment (a reset
 * token, a verification code) masked in the URL.
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactSecretsInUrl(request.url ?? ''),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino options shared by every service: one JSON line per event, secrets never logged, and the
 * active span's `trace_id` and `span_id` on each line written inside a request or a consumed
 * event, so a line leads to its trace and a trace to its lines.
 */
export function loggerOptions(name: string, level: string): LoggerOptions {
  return {
    name,
    level,
    mixin: traceLogFields,
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-internal-token"]',
        'req.headers.cookie',
        '*.password',
        '*["confirm-password"]',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
