import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { commerceDb } from '../lib/database.js';
import { reconcileOnce } from '../lib/reconciler.js';

const LOCK_KEY = 'commerce:reconciler';

declare module 'fastify' {
  interface FastifyInstance {
    reconcile: () => ReturnType<typeof reconcileOnce>;
  }
}

/**
 * Runs the reconciler every RECONCILE_INTERVAL_MS. A Redis lock keeps replicas from asking the
 * providers twice at once (the steps would still be safe; the lock only saves calls).
 */
export const reconcilerPlugin = fp(
  async (app: FastifyInstance) => {
    const interval = app.config.RECONCILE_INTERVAL_MS;
    const reconcile = () =>
      reconcileOnce({
        db: commerceDb(app),
        stock: app.stock,
        providers: app.payments,
        log: app.log.child({ component: 'reconciler' }),
        paymentAfterMs: app.config.RECONCILE_PAYMENT_AFTER_MS,
        reservingAfterMs: Math.max(app.config.STOCK_TIMEOUT_MS * 2, 1000),
        batch: 100,
      });
    app.decorate('reconcile', async () => {
      const summary = await reconcile();
      app.outbox.kick();
      return summary;
    });
    let running: Promise<unknown> | null = null;
    const tick = async () => {
      const locked = await app.redis.set(LOCK_KEY, String(process.pid), 'PX', interval, 'NX').catch(() => null);
      if (locked !== 'OK') return;
      const summary = await app.reconcile();
      if (Object.values(summary).some((count) => count > 0))
        app.log.info({ summary }, 'reconciled orders and payments');
    };
    const timer = setInterval(() => {
      if (running) return;
      running = tick()
        .catch((error) => app.log.error({ err: error }, 'the reconciler failed; it runs again next time'))
        .finally(() => {
          running = null;
        });
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'reconciler', dependencies: ['database', 'payments', 'stock', 'outbox'] },
);
