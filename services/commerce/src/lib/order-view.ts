import type { OrderView, SaleView } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { CommerceTables, OrderItemRow, OrderRow } from '../db/schema.js';
import { orderStatusOf } from './order-status.js';

type History = { order_id: string; item_id: string | null; status: OrderView['orderStatus']; note: string; at: Date };

function toOrderView(order: OrderRow, items: OrderItemRow[], history: History[]): OrderView {
  return {
    _id: order.id,
    createdAt: order.created_at.toISOString(),
    orderStatus: orderStatusOf(items),
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    itemTotal: Number(order.item_total),
    taxPrice: Number(order.tax),
    shippingPrice: Number(order.shipping),
    grandTotal: Number(order.grand_total),
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
      status: entry.status,
      at: entry.at.toISOString(),
      itemId: entry.item_id,
      note: entry.note,
    })),
  };
}

/** Orders with their items and history, in the order of `orders`; three queries whatever the count. */
async function withItems(db: Kysely<CommerceTables>, orders: OrderRow[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('name').execute();
  const history = await db
    .selectFrom('order_history')
    .select(['order_id', 'item_id', 'status', 'note', 'at'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  return orders.map((order) =>
    toOrderView(
      order,
      items.filter((item) => item.order_id === order.id),
      history.filter((entry) => entry.order_id === order.id),
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
    .select(['o.created_at', 'o.payment_method', 'o.payment_status', 'o.shipping_info'])
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
