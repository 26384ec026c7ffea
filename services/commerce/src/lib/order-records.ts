import { formatOrderNumber, type OrderStatus, type OrderStep } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { Transaction } from 'kysely';
import type { CommerceTables, OrderedItemFacts, OrderItemRow } from '../db/schema.js';

type Trx = Transaction<CommerceTables>;

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

/** Items as the money rules read them (amountOwed, refundDue): bigint prices arrive as text. */
export function pricedItems(items: readonly { price: string | number; status: OrderStatus }[]) {
  return items.map((item) => ({ price: Number(item.price), status: item.status }));
}

/** "KB-000123" from the stored sequence (int8 arrives as text). */
export function orderNumberOf(order: { number: string | number }): string {
  return formatOrderNumber(Number(order.number));
}

export type HistoryEntry = {
  orderId: string;
  itemId: string | null;
  status: OrderStatus;
  step: OrderStep;
  note: string;
};

/** Every status change lands in the append-only history in the transaction that made it. */
export async function recordHistory(trx: Trx, entries: HistoryEntry[], context: EventContext) {
  if (entries.length === 0) return;
  await trx
    .insertInto('order_history')
    .values(
      entries.map((entry) => ({
        order_id: entry.orderId,
        item_id: entry.itemId,
        status: entry.status,
        step: entry.step,
        note: entry.note,
        actor_id: context.actor?.userId ?? null,
      })),
    )
    .execute();
}
