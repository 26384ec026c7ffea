import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nextDeadline, reconcileOnce } from './pass.js';

/** Deleted only by the holder that set it: a pass that outlived its lease frees nobody else's. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
/** A pass that dies holding the lock blocks the others at most this long. */
const LEASE_MS = 30_000;
/** Past a deadline by this much: the rows compared with now() are surely due. */
const DEADLINE_SLACK_MS = 20;
/** After a failed pass, the next waits at least this long: a deadline it could not settle is not retried in a hot loop. */
const AFTER_FAILURE_MS = 5000;

declare module 'fastify' {
  interface FastifyInstance {
    reconcile: () => ReturnType<typeof reconcileOnce>;
    /** An order's hold ends at `at`: the next pass comes no later. */
    wakeReconciler: (at: Date) => void;
  }
}

/**
 * Runs the reconciler every RECONCILE_INTERVAL_MS, and sooner when a hold ends before that (the
 * earliest pay_by or confirm_by; a new order wakes it), so a lapsed hold frees its piece within a
 * second. A Redis lock keeps replicas from running a pass at once (each step would still be
 * safe; the lock only saves calls); it is released when the pass ends so the next deadline's
 * pass, on whichever replica, is not held back.
 */
export const reconcilerPlugin = fp(
  async (app: FastifyInstance) => {
    const interval = app.config.RECONCILE_INTERVAL_MS;
    const lockKey = `commerce:reconciler:${app.config.BUS_PREFIX ?? ''}`;
    const db = app.db;
    const reconcile = () =>
      reconcileOnce({
        db,
        stock: app.stock,
        providers: app.payments,
        log: app.log.child({ component: 'reconciler' }),
        paymentAfterMs: app.config.RECONCILE_PAYMENT_AFTER_MS,
        reservingAfterMs: Math.max(app.config.STOCK_TIMEOUT_MS * 2, 1000),
        batch: 100,
        nprPerUsd: app.config.NPR_PER_USD,
      });
    app.decorate('reconcile', reconcile);

    let closed = false;
    let running: Promise<unknown> | null = null;
    let timer: NodeJS.Timeout | null = null;
    let nextAt = Number.POSITIVE_INFINITY;

    const schedule = (at: number) => {
      if (closed || at >= nextAt) return;
      if (timer) clearTimeout(timer);
      nextAt = at;
      timer = setTimeout(run, Math.max(0, at - Date.now()));
      timer.unref();
    };
    const pass = async () => {
      const token = randomUUID();
      const locked = await app.redis.set(lockKey, token, 'PX', LEASE_MS, 'NX').catch(() => null);
      if (locked !== 'OK') return false;
      try {
        const summary = await app.reconcile();
        if (Object.values(summary).some((count) => count > 0))
          app.log.info({ summary }, 'reconciled orders and payments');
      } finally {
        await app.redis.eval(RELEASE, 1, lockKey, token).catch(() => null);
      }
      return true;
    };
    function run() {
      timer = null;
      nextAt = Number.POSITIVE_INFINITY;
      if (running) {
        // A pass is under way: look again right after it.
        running.finally(() => schedule(Date.now()));
        return;
      }
      let ran = true;
      let failed = false;
      running = pass()
        .then((done) => {
          ran = done;
        })
        .catch((error) => {
          failed = true;
          app.log.error({ err: error }, 'the reconciler failed; it runs again next time');
        })
        .then(async () => {
          const deadline = await nextDeadline(db).catch(() => null);
          // Another replica held the lock: try again shortly, it may not know this replica's deadline.
          const soon = ran ? interval : Math.min(interval, 1000);
          const earliest = Date.now() + (failed ? Math.min(interval, AFTER_FAILURE_MS) : 100);
          const due = deadline ? Math.max(deadline.getTime() + DEADLINE_SLACK_MS, earliest) : Infinity;
          return Math.min(Date.now() + soon, due);
        })
        .then((at) => {
          running = null;
          schedule(at);
        });
    }
    app.decorate('wakeReconciler', (at: Date) => schedule(at.getTime() + DEADLINE_SLACK_MS));

    app.addHook('onReady', async () => {
      const deadline = await nextDeadline(db).catch(() => null);
      schedule(Math.min(Date.now() + interval, deadline ? deadline.getTime() + DEADLINE_SLACK_MS : Infinity));
    });
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'reconciler', dependencies: ['database', 'payments', 'stock', 'outbox'] },
);
