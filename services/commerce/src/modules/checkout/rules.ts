import type { OrderPayload } from '@art/contracts';

export const PLACEMENT_FAILED = 'An unexpected error has occurred. Please reload and try again.';

/** The methods an order may be paid with: anything else is refused in the buyer's words. */
export const PAYMENT_METHODS: readonly unknown[] = ['cash', 'esewa', 'connect_ips', 'stripe'];

/** The refusal past MAX_UNPAID_PIECES, naming the limit. */
export function holdLimitMessage(limit: number): string {
  return `You can hold at most ${limit} unpaid or unconfirmed pieces at once. Pay for or cancel an earlier order first`;
}

/** The shipping details as the order keeps them: trimmed, the second address line always there. */
export function trimmedShipping(shipping: OrderPayload['shippingInfo']) {
  return {
    name: shipping.name.trim(),
    email: shipping.email.trim(),
    phone: shipping.phone.trim(),
    country: shipping.country.trim(),
    city: shipping.city.trim(),
    state: shipping.state.trim(),
    postalCode: shipping.postalCode.trim(),
    address: shipping.address.trim(),
    address2: (shipping.address2 ?? '').trim(),
  };
}
