import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Each service describes its routes; the gateway merges them into `/api/docs/json`. Every public
 * route's schema names its `summary`, `operationId` and `security` (`[]` when no token is needed,
 * `[{ jwt: [] }]` when it is): the gateway's lint test fails on a route without them.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { title: string; version?: string }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: options.title, version: options.version ?? '1.0.0' },
        components: {
          securitySchemes: {
            jwt: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'The session token as `Authorization: JWT <token>`',
            },
          },
        },
      },
    });
    app.get('/openapi.json', { schema: { hide: true } as never }, async () => app.swagger());
  },
  { name: 'openapi' },
);
