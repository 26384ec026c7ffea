import { SHIPPING_MESSAGES } from '@art/contracts/shipping-rules';

export type ShippingMessageKey = keyof typeof SHIPPING_MESSAGES;

/** The translation key of one of the shared shipping messages (the rules speak English). */
export function shippingMessageKey(message: string): ShippingMessageKey | null {
  const entry = Object.entries(SHIPPING_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ShippingMessageKey) : null;
}
