import type { PaymentMethod } from '@art/sdk/commerce';

/** Cash on delivery first (the default); eSewa and ConnectIPS in NPR; Stripe charges cards in USD. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'esewa', 'connect_ips', 'stripe'];

/** The narrow layout (below 992 px) offers cash on delivery only. */
export function paymentMethodsFor(isNarrow: boolean): readonly PaymentMethod[] {
  return isNarrow ? ['cash'] : PAYMENT_METHODS;
}
