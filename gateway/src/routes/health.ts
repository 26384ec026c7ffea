import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * GET /api/health, the shell's health check: the gateway answers and identity (which every
 * signed-in screen needs) is ready. /health and /ready of the gateway itself come from the kit.
 */
export const healthRoutes = fp(
  async (app: FastifyInstance, options: { identityUrl: string; timeoutMs?: number }) => {
    app.get('/api/health', { logLevel: 'warn' }, async (_request, reply) => {
      let identity = 'up';
      try {
        const response = await fetch(`${options.identityUrl}/ready`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
        });
        if (!response.ok) identity = `not ready (HTTP ${response.status})`;
      } catch {
        identity = 'unavailable';
      }
      const healthy = identity === 'up';
      // The shell fetches this with the default cache mode (to reuse the page's preload): an answer
      // kept by any cache would show a recovered site as down, or a down one as up.
      reply.header('cache-control', 'no-store');
      return reply.code(healthy ? 200 : 503).send({
        status: healthy ? 'success' : 'error',
        message: { gateway: 'up', identity },
      });
    });
  },
  { name: 'health-routes' },
);
