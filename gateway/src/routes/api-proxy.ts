import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { limitedBody } from '../lib/limited-body.js';
import {
  ATTEMPT_LIMITED_ROUTES,
  closedToUnverified,
  countedAsWrite,
  overlappingRoutes,
  ROUTE_TABLE,
  type RouteEntry,
  type RouteKey,
  routeKeyOf,
  type ServiceName,
  type ServiceUrls,
  UPLOAD_ROUTES,
} from '../route-table.js';

export interface ApiProxyOptions {
  serviceUrls: ServiceUrls;
  bodyLimit: number;
  uploadBodyLimit: number;
}

/** GET lines answer HEAD too (the service decides what a HEAD gets). */
const methodsOf = (entry: RouteEntry) => (entry.method === 'GET' ? ['GET', 'HEAD'] : [entry.method]);

/** Two declarations one request could match would be picked between silently: refuse to start. */
function checkTable() {
  const problems = overlappingRoutes().map(
    ([a, b]) => `ROUTE_TABLE: ${a.method} ${a.path} (${a.service}) overlaps ${b.method} ${b.path} (${b.service})`,
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/**
 * `/api/...` → the owning service, per the route table. The caller is identified first (a bad
 * token stops here), bodies stream through within their size limit, and the attempt-limited
 * routes (sign-in, codes, inquiries) read their body to count attempts per e-mail before
 * forwarding it. A method or path no line names gets the 404 envelope and reaches no service.
 */
export const apiProxyRoutes = fp(
  async (app: FastifyInstance, options: ApiProxyOptions) => {
    checkTable();
    await app.register(async (api) => {
      api.addHook('onRequest', api.identifyViewer);
      // Then, on the routes they concern only (a route's own hooks run after the instance's): the
      // verified-member rule, before the count (a refused write of an unverified member does not
      // spend its budget), and the write limit, once the viewer is known (per user, a guest's per
      // IP). A read runs neither: no call, no routeOptions object per request.
      const routeHooksOf = (entry: RouteEntry) => {
        const hooks = [];
        if (closedToUnverified(entry)) hooks.push(api.requireVerifiedMember);
        if (countedAsWrite(entry)) hooks.push(api.limitWrites);
        return hooks.length > 0 ? { onRequest: hooks } : {};
      };

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
      const keysOf = (list: readonly RouteKey[]) => new Set(list.map((route) => routeKeyOf(route.method, route.path)));
      const uploads = keysOf(UPLOAD_ROUTES);
      const attempts = new Map(ATTEMPT_LIMITED_ROUTES.map((route) => [routeKeyOf(route.method, route.path), route]));
      const bodyLimitOf = (key: string) => (uploads.has(key) ? options.uploadBodyLimit : options.bodyLimit);

      // One fastify route per line: the router (find-my-way's radix tree) finds the owner.
      for (const entry of ROUTE_TABLE) {
        const key = routeKeyOf(entry.method, entry.path);
        if (attempts.has(key)) continue;
        api.route({
          method: methodsOf(entry),
          url: entry.path,
          bodyLimit: bodyLimitOf(key),
          config: { countedAsWrite: countedAsWrite(entry), closedToUnverified: closedToUnverified(entry) },
          ...routeHooksOf(entry),
          handler: forwardTo(entry.service),
        });
      }

      await api.register(async (limited) => {
        // These bodies are small JSON: read them whole (within the limit) to find the e-mail.
        limited.removeAllContentTypeParsers();
        limited.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        for (const entry of ROUTE_TABLE) {
          const key = routeKeyOf(entry.method, entry.path);
          const route = attempts.get(key);
          if (!route) continue;
          limited.route({
            method: methodsOf(entry),
            url: entry.path,
            bodyLimit: bodyLimitOf(key),
            // The member writes among them (an artist code) keep the write rules of the hooks above.
            config: {
              attemptAction: route.action,
              countedAsWrite: countedAsWrite(entry),
              closedToUnverified: closedToUnverified(entry),
            },
            ...routeHooksOf(entry),
            preHandler: limited.limitAttempts(route),
            handler: forwardTo(entry.service),
          });
        }
      });
    });
  },
  {
    name: 'api-proxy',
    dependencies: ['authentication', 'verified-members', 'attempt-limits', 'write-limits', 'service-proxy'],
  },
);
