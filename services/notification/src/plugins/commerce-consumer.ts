import { type ConsumerOptions, startAreaConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { orderMailHandlers } from '../commerce-events/order-mails.js';
import { orderNotificationHandlers } from '../commerce-events/order-notifications.js';
import type { NotificationDatabase } from '../db/tables.js';

export const COMMERCE_DURABLE = 'notification-commerce';

type Handlers = ConsumerOptions<NotificationDatabase>['handlers'];

/** The mails and the notifications of an event, one after the other in its one transaction. */
function bothInOneTransaction(first: Handlers, second: Handlers): Handlers {
  const handlers: Handlers = { ...first, ...second };
  for (const [type, one] of Object.entries(first)) {
    const other = second[type];
    if (!other) continue;
    handlers[type] = {
      event: one.event,
      handle: async (event, context) => {
        await one.handle(event, context);
        await other.handle(event, context);
      },
    };
  }
  return handlers;
}

/**
 * Reads commerce's stream with one durable consumer: orders and payments become mails and
 * notifications (src/commerce-events). Commerce's other events are acknowledged and skipped.
 */
export const commerceConsumerPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const handlers = bothInOneTransaction(
      orderMailHandlers({ mailQueue: app.mailQueue, publicUrl: options.publicUrl }),
      orderNotificationHandlers(),
    );
    await startAreaConsumers<NotificationDatabase>(app, app.consumerDb, 'commerce-consumer', [
      { stream: 'COMMERCE', subjectRoot: 'commerce', durable: COMMERCE_DURABLE, filterSubject: 'commerce.>', handlers },
    ]);
  },
  { name: 'commerce-consumer', dependencies: ['database', 'bus', 'mail-queue', 'live-push'] },
);
