/**
 * Refusal codes of the commerce service that the screens put in the reader's words (the
 * `refusal` texts of the commerce locales); any other code keeps the server's message.
 */
export const COMMERCE_REFUSALS = [
  'hold-limit',
  'on-hold',
  'not-for-sale',
  'sold-out',
  'payment-method',
  'own-artwork',
] as const;
export type CommerceRefusal = (typeof COMMERCE_REFUSALS)[number];

/** The text key of a commerce refusal, or null when the status is not one of them. */
export function commerceRefusalKey(status: unknown): `refusal.${CommerceRefusal}` | null {
  return COMMERCE_REFUSALS.includes(status as CommerceRefusal) ? `refusal.${status as CommerceRefusal}` : null;
}
