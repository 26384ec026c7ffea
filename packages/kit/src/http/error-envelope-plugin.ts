import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cutShortUpload } from './cut-short-upload.js';
import { AppError } from './errors.js';
import { NUL_CHARACTER_MESSAGE } from './nul-characters.js';
import { withRefusalCode } from './refusal-code.js';

/**
 * PostgreSQL's answers to a U+0000 in text (22021) and in jsonb (22P05), for text the preValidation
 * check did not see (fields a route reads from a multipart stream itself).
 */
const NUL_REFUSED_BY_POSTGRES = new Set(['22021', '22P05']);

/** Turns every error into `{status, message, code}`; validation errors name the field that failed. */
export const errorEnvelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const send = (statusCode: number, body: { status: string; message: string | string[]; code?: string }) =>
        reply.code(statusCode).send(withRefusalCode(statusCode, body));
      if (error instanceof AppError) {
        return send(error.statusCode, error.body);
      }
      if (error.validation) {
        const first = error.validation[0];
        const field =
          (first?.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
          (first?.params as { missingProperty?: string })?.missingProperty ||
          '';
        const message = field ? `${field} ${first?.message}` : (first?.message ?? 'Invalid request');
        return send(400, { status: 'validate-error', message, code: 'invalid-input' });
      }
      if (
        NUL_REFUSED_BY_POSTGRES.has(String(error.code)) &&
        /0x00|\\u0000/.test(`${error.message} ${(error as { detail?: string }).detail ?? ''}`)
      ) {
        return send(400, { status: 'validate-error', message: NUL_CHARACTER_MESSAGE });
      }
      // A truncated upload is the client's (or its network's) doing, whichever route read the form.
      const cutShort = cutShortUpload(error);
      if (cutShort !== null) return send(cutShort.statusCode, cutShort.body);
      const code = error.statusCode ?? 500;
      if (
        code === 413 ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_FILES_LIMIT' ||
        error.code === 'FST_PARTS_LIMIT'
      ) {
        return send(413, { status: 'too-large', message: 'File too large' });
      }
      if (code >= 400 && code < 500) {
        return send(code, { status: code === 429 ? 'rate-limited' : 'error', message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(500, { status: 'error', message: 'Unexpected error. Please try again' });
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        status: 'not-found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        code: 'not-found',
      }),
    );
  },
  { name: 'error-envelope' },
);

export const MALFORMED_ADDRESS = 'The address is malformed';
export const ADDRESS_TOO_LONG = 'The address is too long';

/**
 * The answer to what fastify refuses while finding the route (its `frameworkErrors` option): a
 * percent-escape that does not decode (`/api/search/%E0%A4%A`), a path parameter past
 * maxParamLength. fastify's own body is outside the envelope and repeats the address. These
 * answers leave before any hook runs (no onRequest, no onSend: not the gateway's security headers
 * either), so the headers that keep a body from being read as a page are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.code(400).send({ status: 'validate-error', message: MALFORMED_ADDRESS, code: 'invalid-input' });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send({ status: 'validate-error', message: ADDRESS_TOO_LONG, code: 'invalid-input' });
  request.log.error({ err: error }, 'unhandled error while routing');
  return reply.code(500).send({ status: 'error', message: 'Unexpected error. Please try again', code: 'unexpected' });
}
