import { amountOwed, type OrderView, type SaleView } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { CommerceTables, OrderItemRow, OrderRow, RefundRow } from '../db/schema.js';
import { orderNumberOf, pricedItems } from './order-records.js';
import { orderStatusOf } from './order-status.js';
import { refundView } from './refunds.js';

type History = {
  order_id: string;
  item_id: string | null;
  status: OrderView['orderStatus'];
  step: OrderView['history'][number]['step'];
  note: string;
  at: Date;
};

/**
 * Until when the order holds its pieces: an unpaid online order until pay_by, a cash order the
 * artist has not answered until confirm_by, while a piece is still PENDING; otherwise null.
 */
export function holdEndOf(
  order: Pick<OrderRow, 'payment_method' | 'payment_status' | 'pay_by' | 'confirm_by'>,
  items: readonly { status: string }[],
): Date | null {
  if (!items.some((item) => item.status === 'PENDING')) return null;
  if (order.payment_method === 'cash') return order.confirm_by;
  return order.payment_status === 'pending' ? order.pay_by : null;
}

function toOrderView(order: OrderRow, items: OrderItemRow[], history: History[], refunds: RefundRow[]): OrderView {
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

/** Orders with their items, history and refunds, in the order of `orders`; four queries whatever the count. */
async function withItems(db: Kysely<CommerceTables>, orders: OrderRow[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('name').execute();
  const history = await db
    .selectFrom('order_history')
    .select(['order_id', 'item_id', 'status', 'step', 'note', 'at'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  return orders.map((order) =>
    toOrderView(
      order,
      items.filter((item) => item.order_id === order.id),
      history.filter((entry) => entry.order_id === order.id),
      refunds.filter((refund) => refund.order_id === order.id),
    ),
  );
}

/** The buyer's placed orders, newest first (half-placed and refused ones are no orders). */
export async function buyerOrders(db: Kysely<CommerceTables>, buyerId: string, limit: number, skip: number) {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('state', '=', 'placed')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(skip)
    .execute();
  return withItems(db, orders);
}

export async function buyerOrder(db: Kysely<CommerceTables>, buyerId: string, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('buyer_id', '=', buyerId)
    .where('state', '=', 'placed')
    .executeTakeFirst();
  if (!order) return null;
  const [view] = await withItems(db, [order]);
  return view;
}

/** The items of placed orders that an artist sold, newest first, with where each goes. */
export async function artistSales(db: Kysely<CommerceTables>, artistId: string, limit: number, skip: number) {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .select(['o.number', 'o.created_at', 'o.payment_method', 'o.payment_status', 'o.shipping_info', 'o.confirm_by'])
    .where('i.artist_id', '=', artistId)
    .where('o.state', '=', 'placed')
    .orderBy('o.created_at', 'desc')
    .orderBy('i.id')
    .limit(limit)
    .offset(skip)
    .execute();
  return rows.map(
    (row): SaleView => ({
      _id: row.id,
      orderId: row.order_id,
      orderNumber: orderNumberOf(row),
      confirmBy:
        row.payment_method === 'cash' && row.status === 'PENDING' ? (row.confirm_by?.toISOString() ?? null) : null,
      createdAt: row.created_at.toISOString(),
      name: row.name,
      price: Number(row.price),
      image: row.image,
      status: row.status,
      paymentMethod: row.payment_method,
      paymentStatus: row.payment_status,
      buyer: { name: row.shipping_info.name, email: row.shipping_info.email, phone: row.shipping_info.phone },
      shippingInfo: row.shipping_info,
    }),
  );
}
