import { SERVER_EVENTS, userRoom } from '@art/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../../db/tables.js';
import { pushingAfterCommit } from './after-commit.js';
import { notificationsByIds } from './queries/index.js';
import { notificationView } from './views.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database as the event consumers use it: a notification stored or changed in an event's
     * transaction is pushed once that transaction committed.
     */
    consumerDb: Kysely<NotificationDatabase>;
  }
}

/** Views read per query when many notifications were stored at once (a new post's fan-out). */
const PUSH_BATCH = 500;

/**
 * Pushes `new-notification` (the NotificationView) to the recipient's room through the socket.io
 * Redis emitter: messaging's socket.io servers (Redis adapter, same key) deliver it to every socket
 * of that user. This service holds no socket server. A push is sent after the commit and only for
 * notifications the transaction actually stored or changed, so a rolled-back event pushes nothing
 * and a redelivered one pushes nothing again. Pushes are best effort (a user not connected simply
 * reads the list later); a failure is logged and never fails the event.
 */
export const livePushPlugin = fp(
  async (app: FastifyInstance, options: { key: string }) => {
    const db = app.db;
    const log = app.log.child({ component: 'live-push' });
    // The emitter publishes fire-and-forget: its rejections are caught here, so that a Redis
    // outage never becomes an unhandled rejection.
    const publisher = {
      publish: (channel: string, message: Buffer | string) =>
        app.redis.publish(channel, message).catch((error: unknown) => {
          log.warn({ err: error, channel }, 'could not push a notification');
          return 0;
        }),
    };
    const emitter = new Emitter(publisher, { key: options.key });
    const inFlight = new Set<Promise<void>>();

    async function push(ids: string[]) {
      for (let start = 0; start < ids.length; start += PUSH_BATCH) {
        const rows = await notificationsByIds(db, ids.slice(start, start + PUSH_BATCH));
        for (const row of rows) {
          emitter.to(userRoom(row.user_id)).emit(SERVER_EVENTS.newNotification, notificationView(row));
        }
      }
    }

    const consumerDb = pushingAfterCommit(db, (ids) => {
      const pushing = push(ids).catch((error) => log.warn({ err: error, ids }, 'could not push notifications'));
      inFlight.add(pushing);
      void pushing.finally(() => inFlight.delete(pushing));
    });
    app.decorate('consumerDb', consumerDb);
    app.addHook('onClose', async () => {
      // The consumers stopped before (registered after this plugin): let their last pushes out.
      await Promise.all(inFlight);
    });
  },
  { name: 'live-push', dependencies: ['database', 'redis'] },
);
