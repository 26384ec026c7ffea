import { amountOwed, formatOrderNumber, type OrderView } from '@art/contracts';
import type { OrderedItemFacts, OrderItemRow, OrderRow, RefundRow } from '../../db/schema.js';
import { refundView } from '../refunds/views.js';
import type { HistoryRow } from './queries.js';
import { holdEndOf, orderStatusOf, pricedItems } from './rules.js';

/** "KB-000123" from the stored sequence (int8 arrives as text). */
export function orderNumberOf(order: { number: string | number }): string {
  return formatOrderNumber(Number(order.number));
}

/** An item as the events carry it (mails and notifications name it, catalogue releases its stock). */
export function orderedItem(item: OrderItemRow): OrderedItemFacts {
  return {
    itemId: item.id,
    artworkId: item.artwork_id,
    artistId: item.artist_id,
    name: item.name,
    image: item.image,
    price: Number(item.price),
  };
}

export function orderView(
  order: OrderRow,
  items: OrderItemRow[],
  history: HistoryRow[],
  refunds: RefundRow[],
): OrderView {
  // Shown is what the open items owe now; the stored totals are only what was placed.
  const owed = amountOwed(pricedItems(items));
  const holdEndsAt = holdEndOf(order, items);
  const orderNumber = orderNumberOf(order);
  return {
    _id: order.id,
    orderNumber,
    createdAt: order.created_at.toISOString(),
    orderStatus: orderStatusOf(items),
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    itemTotal: owed.itemTotal,
    taxPrice: owed.tax,
    shippingPrice: owed.shipping,
    grandTotal: owed.grandTotal,
    holdEndsAt: holdEndsAt?.toISOString() ?? null,
    canPay: order.payment_method !== 'cash' && holdEndsAt !== null && holdEndsAt.getTime() > Date.now(),
    shippingInfo: order.shipping_info,
    orderItems: items.map((item) => ({
      _id: item.id,
      product: {
        _id: item.artwork_id,
        slug: item.slug,
        author: { _id: item.artist_id, name: item.artist_name, slug: item.artist_slug },
      },
      name: item.name,
      price: Number(item.price),
      image: item.image,
      status: item.status,
    })),
    history: history.map((entry) => ({
      step: entry.step,
      status: entry.status,
      at: entry.at.toISOString(),
      itemId: entry.item_id,
      note: entry.note,
    })),
    refunds: refunds.map((refund) => refundView(refund, orderNumber)),
  };
}
