import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { shutdownDrainMs } from '../config.js';
import { shutdownTracing } from '../observability/tracing.js';

/**
 * A graceful stop in two steps. First the drain: /ready answers 503 while every other route is
 * still served, for drainMs, so the load balancer (which polls /ready, and only notices after a
 * probe or two) stops sending before the listener goes. Then the close: fastify stops accepting
 * connections and finishes the requests in flight, then the plugins close in reverse order
 * (consumers finish their message, the relay stops, NATS drains, Redis quits, the pool closes).
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.startDraining();
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
}

/**
 * Starts a built app and stops it gracefully on SIGTERM/SIGINT (drainAndClose), then flushes the
 * process's spans (shutdownTracing). drainMs defaults to
 * SHUTDOWN_DRAIN_MS (see shutdownDrainMs); shutdownTimeoutMs bounds the close after the drain.
 * After an uncaught error there is no drain: the process is closed at once.
 */
export async function runService(
  app: FastifyInstance,
  options: { host: string; port: number; shutdownTimeoutMs?: number; drainMs?: number },
) {
  const drainMs = options.drainMs ?? shutdownDrainMs();
  closeWithGrace({ delay: drainMs + (options.shutdownTimeoutMs ?? 10000) }, async ({ signal, err }) => {
    // The spans still batched go out last: those of the requests finished while closing too.
    if (err) {
      app.log.error({ err }, 'closing after an error');
      await app.close();
      await shutdownTracing();
      return;
    }
    app.log.info({ signal, drainMs }, 'draining, then closing');
    await drainAndClose(app, drainMs);
    await shutdownTracing();
  });
  await app.listen({ host: options.host, port: options.port });
  return app;
}
