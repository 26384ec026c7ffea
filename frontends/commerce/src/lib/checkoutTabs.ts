/** The checkout's tabs by index: 0 Shipping, 1 Order, 2 Payment, 3 Review. */
export const CHECKOUT_TABS = ['shipping', 'order', 'payment', 'review'] as const;
export type CheckoutTab = (typeof CHECKOUT_TABS)[number];

export type CheckoutProgress = {
  /** Every required shipping field holds something (requiredShippingFilled). */
  isShippingFilled: boolean;
  /** The order was created. */
  hasOrdered: boolean;
};

/**
 * Which tabs can be opened: Order and Payment only with the required shipping fields filled and no
 * order made; Review only after the order; Shipping until then.
 */
export function enabledTabs({ isShippingFilled, hasOrdered }: CheckoutProgress): Record<CheckoutTab, boolean> {
  return {
    shipping: !hasOrdered,
    order: isShippingFilled && !hasOrdered,
    payment: isShippingFilled && !hasOrdered,
    review: hasOrdered,
  };
}

/**
 * Where Continue leads from `current`: one tab on, from Shipping only when its check passed
 * (`shippingError` null); null when it cannot move (the caller shows the error).
 */
export function continueFrom(current: number, shippingError: string | null): number | null {
  if (current === 0 && shippingError !== null) return null;
  if (current >= 2) return null;
  return current + 1;
}
