import { AUDIENCE_REFUSALS } from '@art/kit';

/**
 * A cart line whose artist and buyer have a block between them (either way): the line stays in
 * the cart, unavailable, with this reason; checkout leaves it out of the order and the cart.
 */
export const BLOCKED_LINE = {
  status: AUDIENCE_REFUSALS.blocked.status,
  message: 'You can no longer buy this artwork: you cannot interact with its artist',
} as const;

/** The refusal of an order whose every line was left out for a block: nothing is left to place. */
export function nothingLeftMessage(names: string[]): string {
  return `${BLOCKED_LINE.message}: ${names.join(', ')}`;
}
