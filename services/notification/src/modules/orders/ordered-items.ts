import type { OrderedItem } from '@art/contracts';
import type { Static } from 'typebox';
import type { OrderLine } from '../mail/templates/order-lines.js';

export type Item = Static<typeof OrderedItem>;

/** The artist's side of the shell's orders page (the artist's orders). */
export const SALES_LINK = '/order?view=sales';
/** The buyer's My Orders page. */
export const ORDERS_LINK = '/order';

/** The buyer's page of one order (the link agreed with the commerce remote). */
export const orderLink = (orderId: string) => `/order/${encodeURIComponent(orderId)}`;

/**
 * The number the buyer and the artist quote ("KB-000123"); events from before numbers carry none,
 * and then the id's first characters stand in for it.
 */
export const orderNumberOf = (order: { orderId: string; orderNumber?: string | undefined }) =>
  order.orderNumber?.trim() || order.orderId.slice(0, 8);

/** The items of each artist, in the order's order (an artist appears once). */
export function itemsByArtist(items: readonly Item[]): Map<string, Item[]> {
  const byArtist = new Map<string, Item[]>();
  for (const item of items) {
    const list = byArtist.get(item.artistId);
    if (list) list.push(item);
    else byArtist.set(item.artistId, [item]);
  }
  return byArtist;
}

/** What a mail lists of an item: its name and price, nothing else. */
export const orderLines = (items: readonly Item[]): OrderLine[] =>
  items.map((item) => ({ name: item.name, price: item.price }));

/** "Himalayan Dawn", "A and B", "A and 2 more artworks": short enough for a notification line. */
export function artworkNames(items: readonly Item[]): string {
  const names = items.map((item) => item.name.trim() || 'an artwork');
  if (names.length <= 1) return names[0] ?? 'an artwork';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]} and ${names.length - 1} more artworks`;
}
