import { MAX_UNPAID_PIECES_DEFAULT } from '@art/contracts/commerce-rules';

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

// A refused artwork is named after the reason ("This artwork has already been sold: Boudha in Rain").
const NAMES_ARTWORKS: readonly CommerceRefusal[] = ['on-hold', 'not-for-sale', 'sold-out', 'own-artwork'];

/** How to say a commerce refusal: its text key, the values it takes, and the artworks it names (or null). */
export type CommerceRefusalWords = {
  key: `refusal.${CommerceRefusal}`;
  values: Record<string, number>;
  names: string | null;
};

/**
 * The words of a commerce refusal from its status and the server's (English) message: the names of
 * the artworks it refused and the hold cap it quotes are kept; null for any other status.
 */
export function commerceRefusal(status: unknown, message: string): CommerceRefusalWords | null {
  if (!COMMERCE_REFUSALS.includes(status as CommerceRefusal)) return null;
  const code = status as CommerceRefusal;
  const key = `refusal.${code}` as const;
  if (code === 'hold-limit') {
    const quoted = /\d+/.exec(message)?.[0];
    return { key, values: { limit: quoted ? Number(quoted) : MAX_UNPAID_PIECES_DEFAULT }, names: null };
  }
  const at = message.indexOf(': ');
  const names = NAMES_ARTWORKS.includes(code) && at >= 0 ? message.slice(at + 2).trim() || null : null;
  return { key, values: {}, names };
}
