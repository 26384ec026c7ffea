import { type EventData, OrderCancelled, OrderItemsMoved, RefundCompleted, RefundRequested } from '@art/contracts';
import { on } from '@art/kit';
import { formatNpr } from '@art/prices';
import type { Transaction } from 'kysely';
import type { NotificationDatabase } from '../../../db/tables.js';
import type { MailQueue } from '../../mail/job.js';
import { requestMail } from '../../mail/request.js';
import type { OrderStep } from '../../mail/templates/order-update.js';
import { storeNotification } from '../../notifications/store.js';
import { artworkNames, type Item, orderLines, orderLink, orderNumberOf } from '../ordered-items.js';

type Trx = Transaction<NotificationDatabase>;

export interface BuyerUpdateDeps {
  mailQueue: MailQueue;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
}

interface BuyerUpdate {
  kind: 'order-progress' | 'order-cancelled' | 'refund-pending' | 'refund-made';
  step: OrderStep;
  order: { orderId: string; orderNumber?: string; buyerId: string };
  items: readonly Item[];
  amountNpr?: number;
  /** The notification's whole sentence, given the order number and the artworks' names. */
  message: (number: string, names: string) => string;
}

const CANCELLED_STEPS = {
  artist: 'cancelled-by-artist',
  'payment-timeout': 'payment-timeout',
  'cash-timeout': 'cash-timeout',
} as const;

const MOVED_WORDS = { CONFIRMED: 'was confirmed by the artist', SHIPPED: 'was shipped', DELIVERED: 'was delivered' };

const REFUND_WORDS = {
  'refund-pending': (amount: string, number: string) => `Refund pending: ${amount} for your order ${number}`,
  'refund-made': (amount: string, number: string) => `Refund made: ${amount} is back with you for your order ${number}`,
};

/** A refund recorded or paid back: the amount, and the artworks it is for when there are any. */
function refundUpdate(step: keyof typeof REFUND_WORDS, refund: EventData<typeof RefundRequested>): BuyerUpdate {
  return {
    kind: step,
    step,
    order: refund,
    items: refund.items,
    amountNpr: refund.amountNpr,
    message: (number, names) =>
      `${REFUND_WORDS[step](formatNpr(refund.amountNpr, 'en'), number)}${refund.items.length > 0 ? ` (${names})` : ''}`,
  };
}

/**
 * The buyer hears of every step of their order after it was placed: a mail (address read from
 * identity at send time; the event names none) and a notification with no sender, a whole
 * sentence with the order number, the artworks and a link to the order's page.
 */
export function buyerUpdateHandlers({ mailQueue, publicUrl }: BuyerUpdateDeps) {
  const origin = publicUrl.replace(/\/+$/, '');

  async function tellBuyer(trx: Trx, event: { id: string; requestId?: string }, update: BuyerUpdate) {
    const { order, items } = update;
    const number = orderNumberOf(order);
    const link = orderLink(order.orderId);
    await requestMail(trx, mailQueue, {
      kind: update.kind,
      eventId: event.id,
      userId: order.buyerId,
      ...(event.requestId ? { requestId: event.requestId } : {}),
      props: {
        orderNumber: number,
        step: update.step,
        items: orderLines(items),
        ...(update.amountNpr !== undefined ? { amountNpr: update.amountNpr } : {}),
        orderUrl: `${origin}${link}`,
      },
      lookup: { kind: 'recipient', userId: order.buyerId },
    });
    await storeNotification(trx, {
      userId: order.buyerId,
      type: 'other',
      senderId: null,
      message: update.message(number, artworkNames(items)),
      link,
      image: items[0]?.image ?? '',
      eventId: event.id,
    });
  }

  return {
    ...on<typeof OrderItemsMoved, NotificationDatabase>(OrderItemsMoved, async (event, { trx }) => {
      const moved = event.data;
      if (moved.items.length === 0) return;
      await tellBuyer(trx, event, {
        kind: 'order-progress',
        step: moved.status === 'CONFIRMED' ? 'confirmed' : moved.status === 'SHIPPED' ? 'shipped' : 'delivered',
        order: moved,
        items: moved.items,
        message: (number, names) => `Your order ${number}: ${names} ${MOVED_WORDS[moved.status]}`,
      });
    }),
    ...on<typeof OrderCancelled, NotificationDatabase>(OrderCancelled, async (event, { trx }) => {
      const cancelled = event.data;
      // The buyer's own cancellation needs no word to themselves; a failed placement was never shown.
      if (cancelled.reason === 'buyer' || cancelled.reason === 'placement-failed') return;
      if (cancelled.items.length === 0) return;
      const step = CANCELLED_STEPS[cancelled.reason];
      const why = {
        'cancelled-by-artist': 'was cancelled by the artist',
        'payment-timeout': 'was cancelled: no payment arrived in time',
        'cash-timeout': 'was cancelled: the artist did not confirm it in time',
      }[step];
      await tellBuyer(trx, event, {
        kind: 'order-cancelled',
        step,
        order: cancelled,
        items: cancelled.items,
        message: (number, names) => `Your order ${number}: ${names} ${why}`,
      });
    }),
    ...on<typeof RefundRequested, NotificationDatabase>(RefundRequested, (event, { trx }) =>
      tellBuyer(trx, event, refundUpdate('refund-pending', event.data)),
    ),
    ...on<typeof RefundCompleted, NotificationDatabase>(RefundCompleted, (event, { trx }) =>
      tellBuyer(trx, event, refundUpdate('refund-made', event.data)),
    ),
  };
}
