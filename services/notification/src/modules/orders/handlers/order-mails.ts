import { OrderPlaced, PaymentCompleted } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../../../db/tables.js';
import type { MailQueue } from '../../mail/job.js';
import { requestMail } from '../../mail/request.js';
import { itemsByArtist, ORDERS_LINK, orderLines, orderLink, orderNumberOf, SALES_LINK } from '../ordered-items.js';

export interface OrderMailDeps {
  mailQueue: MailQueue;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
}

/**
 * An order placed: the confirmation to the buyer (address in the event) and a "new order" mail to
 * each artist with only their own items (address read from identity when the mail is sent, as for
 * identity's mails). A payment that came in: a receipt to the buyer with what it paid in NPR
 * (address read from identity; the payment event carries none). The jobs hold names, prices and ids only, no secret.
 */
export function orderMailHandlers({ mailQueue, publicUrl }: OrderMailDeps) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    ...on<typeof OrderPlaced, NotificationDatabase>(OrderPlaced, async (event, { trx }) => {
      const order = event.data;
      const base = { eventId: event.id, ...(event.requestId ? { requestId: event.requestId } : {}) };
      await requestMail(trx, mailQueue, {
        ...base,
        kind: 'order-confirmation',
        to: order.buyerEmail,
        userId: order.buyerId,
        props: {
          name: order.buyerName,
          orderId: order.orderId,
          ...(order.orderNumber ? { orderNumber: order.orderNumber } : {}),
          items: orderLines(order.items),
          itemTotal: order.itemTotal,
          tax: order.tax,
          shipping: order.shipping,
          grandTotal: order.grandTotal,
          paymentMethod: order.paymentMethod,
          ordersUrl: `${origin}${ORDERS_LINK}`,
        },
      });
      for (const [artistId, items] of itemsByArtist(order.items)) {
        await requestMail(trx, mailQueue, {
          ...base,
          kind: 'new-order',
          key: artistId,
          userId: artistId,
          props: {
            buyerName: order.buyerName,
            orderId: order.orderId,
            ...(order.orderNumber ? { orderNumber: order.orderNumber } : {}),
            items: orderLines(items),
            salesUrl: `${origin}${SALES_LINK}`,
          },
          lookup: { kind: 'recipient', userId: artistId },
        });
      }
    }),
    ...on<typeof PaymentCompleted, NotificationDatabase>(PaymentCompleted, async (event, { trx }) => {
      const payment = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'payment-received',
        eventId: event.id,
        userId: payment.buyerId,
        ...(event.requestId ? { requestId: event.requestId } : {}),
        props: {
          orderId: payment.orderId,
          orderNumber: orderNumberOf(payment),
          items: orderLines(payment.items),
          // What this payment paid for in NPR when commerce says so (a card charges USD cents).
          ...(payment.amountNpr !== undefined
            ? { amount: payment.amountNpr, currency: 'NPR' as const }
            : { amount: payment.amount, currency: payment.currency }),
          provider: payment.provider,
          reference: payment.reference,
          ordersUrl: `${origin}${orderLink(payment.orderId)}`,
        },
        lookup: { kind: 'recipient', userId: payment.buyerId },
      });
    }),
  };
}
