import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { limitedBody } from '../lib/limited-body.js';
import {
  ATTEMPT_LIMITED_ROUTES,
  ROUTE_TABLE,
  type RouteKey,
  type ServiceName,
  type ServiceUrls,
  serviceForPath,
  UPLOAD_ROUTES,
} from '../route-table.js';

export interface ApiProxyOptions {
  serviceUrls: ServiceUrls;
  bodyLimit: number;
  uploadBodyLimit: number;
}

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const isListed = (list: readonly RouteKey[], method: string, path: string) =>
  list.some((route) => route.method === method && route.path === path);

/**
 * `/api/...` → the owning service, per the route table. The caller is identified first (a bad
 * token stops here), bodies stream through within their size limit, and the attempt-limited
 * auth routes read their body to count attempts per e-mail before forwarding it.
 */
export const apiProxyRoutes = fp(
  async (app: FastifyInstance, options: ApiProxyOptions) => {
    await app.register(async (api) => {
      api.addHook('onRequest', api.identifyViewer);

      // Bodies are not parsed: the raw stream goes to the service, cut at the route's limit.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', (request, payload, done) => {
        try {
          done(null, limitedBody(payload, request.routeOptions.bodyLimit ?? options.bodyLimit));
        } catch (error) {
          done(error as Error, undefined);
        }
      });

      const forwardTo = (service: ServiceName) => {
        const baseUrl = options.serviceUrls[service];
        // Not `return reply.forwardTo(...)`: a returned reply is a thenable, and fastify then waits on
        // it (a promise and end-of-stream listeners per request); a sync handler that returns nothing
        // just lets the answer be sent when the service's arrives.
        return (_request: FastifyRequest, reply: FastifyReply) => {
          reply.forwardTo(baseUrl);
        };
      };
      const ownerOf = (path: string) => {
        const service = serviceForPath(path);
        if (!service) throw new Error(`${path} is listed for a limit but no line of ROUTE_TABLE covers it`);
        return service;
      };
      const bodyLimitOf = (method: string, path: string) =>
        isListed(UPLOAD_ROUTES, method, path) ? options.uploadBodyLimit : options.bodyLimit;

      for (const { prefix, service } of ROUTE_TABLE) {
        for (const url of [prefix, `${prefix}/*`]) {
          api.route({ method: [...ALL_METHODS], url, bodyLimit: options.bodyLimit, handler: forwardTo(service) });
        }
      }
      // Exact routes win over the prefixes' wildcards in fastify's router.
      for (const route of UPLOAD_ROUTES) {
        if (isListed(ATTEMPT_LIMITED_ROUTES, route.method, route.path)) continue;
        api.route({
          method: route.method,
          url: route.path,
          bodyLimit: options.uploadBodyLimit,
          handler: forwardTo(ownerOf(route.path)),
        });
      }

      await api.register(async (attempts) => {
        // These bodies are small JSON: read them whole (within the limit) to find the e-mail.
        attempts.removeAllContentTypeParsers();
        attempts.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        for (const route of ATTEMPT_LIMITED_ROUTES) {
          attempts.route({
            method: route.method,
            url: route.path,
            bodyLimit: bodyLimitOf(route.method, route.path),
            config: { attemptAction: route.action },
            preHandler: attempts.limitAttempts(route),
            handler: forwardTo(ownerOf(route.path)),
          });
        }
      });
    });
  },
  { name: 'api-proxy', dependencies: ['authentication', 'attempt-limits', 'service-proxy'] },
);
