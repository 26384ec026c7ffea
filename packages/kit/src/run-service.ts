import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * Starts a built app and closes it gracefully on SIGTERM/SIGINT: fastify stops accepting
 * connections, finishes the requests in flight, then the plugins close in reverse order (consumers
 * finish their message, the relay stops, NATS drains, the pool closes).
 */
export async function runService(
  app: FastifyInstance,
  options: { host: string; port: number; shutdownTimeoutMs?: number },
) {
  closeWithGrace({ delay: options.shutdownTimeoutMs ?? 10000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  await app.listen({ host: options.host, port: options.port });
  return app;
}
