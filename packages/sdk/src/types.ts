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

export type User = {
  _id: string;
  id: string;
  name: string;
  slug: string;
  email: string;
  picture: string;
  cover: string;
  role: number;
  emailVerified: 'true' | 'false';
  updated: 'true' | 'false';
  verifiedArtist: boolean;
  initiateFollows: 'true' | 'false';
  info: {
    dob?: string;
    address?: string;
    biography?: string;
    achievements?: string;
    categories?: CategoryRef[];
  };
  categories: CategoryRef[];
  settings: { private: boolean };
  shippingInfo: ShippingInfo;
  follows: string[];
  followsCount: number;
  productsCount: number;
  totalArtworks: number;
  createdAt: string;
};

export type Category = { _id: string; name: string; slug: string; parent?: string | null };

// Roles 11–20 are artists (studios); above 20 are regular users who may ask for a studio.
export function isArtistRole(role: number): boolean {
  return role > 10 && role < 21;
}

export function canRequestStudio(role: number): boolean {
  return role > 20;
}
