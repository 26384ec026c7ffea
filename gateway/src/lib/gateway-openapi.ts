import type { OpenApiDocument } from './openapi-merge.js';

const envelope = {
  type: 'object',
  properties: { status: { type: 'string' }, message: {} },
  required: ['status'],
};
const json = (description: string) => ({ description, content: { 'application/json': { schema: envelope } } });

/** The routes the gateway answers itself; the services' routes are merged in next to them. */
export const GATEWAY_OPENAPI: OpenApiDocument = {
  openapi: '3.0.3',
  info: {
    title: 'Art marketplace API',
    version: '1.0.0',
    description:
      'The public API behind the gateway. Authenticated calls carry `Authorization: JWT <token>`. ' +
      'Errors are `{status, message}`; 401 `unauthorized` for a bad or expired token, 429 `rate-limited` ' +
      'for too many sign-in, registration, reset or verification attempts, 503 when a service is unavailable.',
  },
  // Relative: the document describes whichever host serves it (local stack, staging, production).
  servers: [{ url: '/', description: 'This site: the gateway answers every public call' }],
  tags: [{ name: 'gateway', description: 'Answered by the gateway itself' }],
  paths: {
    '/api/health': {
      get: {
        tags: ['gateway'],
        summary: 'The gateway is up and identity is ready',
        operationId: 'getApiHealth',
        security: [],
        responses: { 200: json('Up'), 503: json('Identity is not ready') },
      },
    },
    '/api/docs': {
      get: {
        tags: ['gateway'],
        summary: 'The interactive API reference (HTML page reading /api/docs/json)',
        operationId: 'getApiReference',
        security: [],
        responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
    '/api/docs/json': {
      get: {
        tags: ['gateway'],
        summary: 'This document',
        operationId: 'getApiDocument',
        security: [],
        responses: {
          200: { description: 'OpenAPI 3 document', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
    '/media/{bucket}/{key}': {
      get: {
        tags: ['gateway'],
        summary: 'An uploaded image, from object storage',
        operationId: 'getMedia',
        security: [],
        parameters: [
          { name: 'bucket', in: 'path', required: true, schema: { type: 'string' } },
          {
            name: 'key',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            description: 'May contain slashes; no empty, `.` or `..` segment, no backslash',
          },
          {
            name: 'expires',
            in: 'query',
            schema: { type: 'integer' },
            description: 'Private images (keys under private/) only: when the signed address ends (Unix seconds)',
          },
          {
            name: 'signature',
            in: 'query',
            schema: { type: 'string' },
            description: 'Private images only: the signature the owning service handed out with the address',
          },
        ],
        responses: {
          200: { description: 'The image' },
          403: {
            description:
              'A private image without a valid signature (media-link-invalid) or past its expiry (media-link-expired)',
          },
          404: { description: 'No such image (try the fallback bucket), or not the name of one image' },
        },
      },
    },
  },
};
