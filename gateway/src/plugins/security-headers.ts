import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { remotesFileWatcher } from '../lib/remote-origins.js';
import { STRICT_TRANSPORT_SECURITY, securityHeaders, siteContentSecurityPolicy } from '../lib/security-headers.js';

/**
 * Security headers on every answer of the gateway: set when the request arrives, so an error, a
 * 404 or a service's answer carries them too (a route may replace the CSP, e.g. the API reference
 * page). HSTS only when the request came over TLS, as the gateway saw it (its own TLS, or
 * X-Forwarded-Proto from a proxy that TRUST_PROXY trusts): over plain HTTP it would be ignored,
 * and a local http://localhost must never be pinned to https.
 * Without an explicit policy, remotes that remotes.json places on other origins are allowed; the
 * file is looked at again every few seconds, so a remote moved at deploy time needs no restart.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      contentSecurityPolicy?: string;
      frontendsDir?: string;
      /** REMOTES_FILE: a remotes.json that replaces the shell's built one. */
      remotesFile?: string;
      remotesCheckMs?: number;
      /** Where the checkout's forms may post (the payment providers). */
      formOrigins?: readonly string[];
    },
  ) => {
    const formOrigins = options.formOrigins ?? [];
    let headers = securityHeaders(options.contentSecurityPolicy || siteContentSecurityPolicy([], formOrigins));
    if (!options.contentSecurityPolicy && options.frontendsDir) {
      const remotes = remotesFileWatcher(options.frontendsDir, options.remotesFile);
      const refresh = () => {
        const { origins, changed } = remotes.read();
        if (changed) headers = securityHeaders(siteContentSecurityPolicy(origins, formOrigins));
      };
      refresh();
      const timer = setInterval(refresh, options.remotesCheckMs ?? 5000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    // A callback hook: no promise per request.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      done();
    });
  },
  { name: 'security-headers' },
);
