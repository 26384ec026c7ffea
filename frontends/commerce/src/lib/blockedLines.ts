import { ApiError, type CartProduct, type PlacedOrder } from '@art/sdk/commerce';

/** The audience's code for a block between the buyer and an artist (either way). */
const BLOCKED = 'blocked';

/** A cart line the buyer may no longer buy because of a block: its reason says so. */
export function isBlockedLine(product: Pick<CartProduct, 'unavailableReason'>): boolean {
  return product.unavailableReason?.status === BLOCKED;
}

/** The names of the lines checkout left out of the order for a block (the buyer is told which). */
export function blockedDropNames(placed: Pick<PlacedOrder, 'dropped'>): string[] {
  return placed.dropped.filter((line) => line.status === BLOCKED).map((line) => line.name);
}

/** An order refused because every line was an artist's across a block: nothing was placed. */
export function isBlockedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === BLOCKED;
}
