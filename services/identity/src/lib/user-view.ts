import { EMPTY_SHIPPING_INFO, type PublicUser, type User, type UserSnapshot } from '@art/contracts';
import type { Static } from 'typebox';
import type { UserRow } from '../db/schema.js';

const flag = (value: boolean) => (value ? 'true' : 'false') as 'true' | 'false';

/**
 * The user as the screens read it. Follows belong to social; identity answers empty values for
 * them so that the shape is the same everywhere. The artworks count is catalogue's, kept here from
 * its events (catalogue.artist.works_counted).
 */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    picture: row.picture,
    cover: row.cover,
    role: row.role,
    emailVerified: flag(row.email_verified),
    updated: flag(row.updated),
    verifiedArtist: row.verified_artist,
    initiateFollows: flag(row.initiate_follows),
    info: {
      dob: row.dob,
      address: row.address,
      biography: row.biography,
      achievements: row.achievements,
      categories: row.categories,
    },
    categories: row.categories,
    settings: { private: row.is_private },
    shippingInfo: { ...EMPTY_SHIPPING_INFO, ...row.shipping_info },
    follows: [],
    followsCount: row.followers_count,
    productsCount: row.total_artworks,
    totalArtworks: row.total_artworks,
    createdAt: row.created_at.toISOString(),
  };
}

/** What anyone may see: no e-mail address, no shipping details. */
export function toPublicUser(row: UserRow): PublicUser {
  const { email: _email, shippingInfo: _shipping, ...rest } = toUser(row);
  return rest;
}

/** The part of a user that other services keep in their projections (events' data). */
export function toSnapshot(row: UserRow): Static<typeof UserSnapshot> {
  return {
    userId: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    role: row.role,
    picture: row.picture,
    cover: row.cover,
    verifiedArtist: row.verified_artist,
    emailVerified: row.email_verified,
    isPrivate: row.is_private,
    categories: row.categories,
    biography: row.biography,
    shippingInfo: { ...EMPTY_SHIPPING_INFO, ...row.shipping_info },
    version: row.version,
  };
}
