/**
 * Why paying failed, as the way back from a payment provider names it on the failure page
 * (`/checkout/failure?order=<id>&reason=<code>`). A code, never a text: the page is the site's own,
 * and a text in the address would let anyone print any words there as the site's error (a link
 * saying "your card was blocked, call +977…"). The page shows its own translation of a known code
 * and a generic message for anything else.
 */
export const CHECKOUT_FAILURE_REASONS = [
  /** The provider's answer did not carry a valid signature or could not be read. */
  'unverified-answer',
  /** No payment attempt of ours has that id. */
  'unknown-payment',
  /** The provider names another amount than the order's. */
  'amount-mismatch',
  /** The provider did not complete the payment (its own words stay in the payment's record). */
  'not-completed',
  /** The buyer turned back at the provider. */
  'cancelled',
  /** The order was placed but could not be handed to the provider. */
  'handoff-failed',
] as const;

export type CheckoutFailureReason = (typeof CHECKOUT_FAILURE_REASONS)[number];

/** The code a failure page was given, or null for none or one it does not know. */
export function checkoutFailureReasonOf(value: string | null | undefined): CheckoutFailureReason | null {
  return CHECKOUT_FAILURE_REASONS.includes(value as CheckoutFailureReason) ? (value as CheckoutFailureReason) : null;
}
