import type { OrderStep, OrderView } from '@art/sdk/commerce';

/**
 * One line of an order's history: what happened, when, and to which artwork (null: the whole order);
 * `key` is its place in the server's list, which only grows.
 */
export type HistoryLine = { key: string; step: OrderStep; at: string; itemName: string | null };

/**
 * The order's history oldest first (the order it was lived in), each step naming its artwork when
 * it concerned one item; entries with the same time keep the server's order.
 */
export function historyLines(order: Pick<OrderView, 'history' | 'orderItems'>): HistoryLine[] {
  const names = new Map(order.orderItems.map((item) => [item._id, item.name]));
  return order.history
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => (a.time || 0) - (b.time || 0) || a.index - b.index)
    .map(({ entry, index }) => ({
      key: `${index}`,
      step: entry.step,
      at: entry.at,
      itemName: entry.itemId ? (names.get(entry.itemId) ?? null) : null,
    }));
}

/** When the order was paid (its first `paid` step), for the receipt; null while unpaid. */
export function paidAt(order: Pick<OrderView, 'history'>): string | null {
  return order.history.find((entry) => entry.step === 'paid')?.at ?? null;
}
