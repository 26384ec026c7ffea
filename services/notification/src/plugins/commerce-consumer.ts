import { type ConsumerOptions, startAreaConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buyerUpdateHandlers } from '../commerce-events/buyer-updates.js';
import { orderMailHandlers } from '../commerce-events/order-mails.js';
import { orderNotificationHandlers } from '../commerce-events/order-notifications.js';
import type { NotificationDatabase } from '../db/tables.js';

export const COMMERCE_DURABLE = 'notification-commerce';

type Handlers = ConsumerOptions<NotificationDatabase>['handlers'];

/** The mails and the notifications of an event, one after the other in its one transaction. */
function allInOneTransaction(...sets: Handlers[]): Handlers {
  const handlers: Handlers = {};
  for (const set of sets) {
    for (const [type, next] of Object.entries(set)) {
      const before = handlers[type];
      handlers[type] = before
        ? {
            event: before.event,
            handle: async (event, context) => {
              await before.handle(event, context);
              await next.handle(event, context);
            },
          }
        : next;
    }
  }
  return handlers;
}

/**
 * Reads commerce's stream with one durable consumer: orders, payments and refunds become
 * mails and notifications for the buyer and the artists (src/commerce-events). Commerce's other events are acknowledged and skipped.
 */
export const commerceConsumerPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const deps = { mailQueue: app.mailQueue, publicUrl: options.publicUrl };
    const handlers = allInOneTransaction(
      orderMailHandlers(deps),
      orderNotificationHandlers(),
      buyerUpdateHandlers(deps),
    );
    await startAreaConsumers<NotificationDatabase>(app, app.consumerDb, 'commerce-consumer', [
      { stream: 'COMMERCE', subjectRoot: 'commerce', durable: COMMERCE_DURABLE, filterSubject: 'commerce.>', handlers },
    ]);
  },
  { name: 'commerce-consumer', dependencies: ['database', 'bus', 'mail-queue', 'live-push'] },
);
