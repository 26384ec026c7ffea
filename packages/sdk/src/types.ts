// Shapes of the identity API (docs/api-identity.md).

export type CategoryRef = { _id: string; name: string };

export type ShippingInfo = {
  country?: string;
  city?: string;
  state?: string;
  postalCode?: string | number;
  address?: string;
  address2?: string;
  phoneNumber?: string | number;
};

/**
 * The user as the API answers it: the very type the identity service's response schema is built
 * from, so the client and the server cannot drift apart.
 */
export type { User } from '@art/contracts';

export type Category = { _id: string; name: string; slug: string; parent?: string | null };
