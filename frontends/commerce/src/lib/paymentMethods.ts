import type { PaymentMethod } from '@art/sdk/commerce';

/** Cash on delivery first (the default); eSewa and ConnectIPS in NPR; Stripe charges cards in USD. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'esewa', 'connect_ips', 'stripe'];

/**
 * The narrow layout (below 992 px) keeps cash as its only local method, and cards
 * (Stripe's hosted page works on a phone); eSewa and ConnectIPS are offered on the wide layout.
 */
export function paymentMethodsFor(isNarrow: boolean): readonly PaymentMethod[] {
  return isNarrow ? ['cash', 'stripe'] : PAYMENT_METHODS;
}
