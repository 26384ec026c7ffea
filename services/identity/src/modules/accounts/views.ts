import { EMPTY_SHIPPING_INFO, type PublicUser, type User, type UserSnapshot } from '@art/contracts';
import type { Static } from 'typebox';
import type { UserRow } from '../../db/schema.js';

const flag = (value: boolean) => (value ? 'true' : 'false') as 'true' | 'false';

/**
 * The user as they see themself: the public view, the personal fields (e-mail, date of birth,
 * address, shipping details with the phone number) and the language they chose. Only for answers
 * to the account's owner: the signed-in user, or whoever just proved the account is theirs (a sign-in).
 */
export function ownerView(row: UserRow): User {
  const view = publicView(row);
  return {
    ...view,
    email: row.email,
    info: { dob: row.dob, address: row.address, ...view.info },
    shippingInfo: { ...EMPTY_SHIPPING_INFO, ...row.shipping_info },
    language: row.language,
    languageChosen: row.language_chosen,
  };
}

/**
 * The user as anyone may see them. Follows belong to social; identity answers empty values for
 * them so that the shape is the same everywhere. The artworks count is catalogue's, kept here from
 * its events (catalogue.artist.works_counted).
 */
export function publicView(row: UserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    picture: row.picture,
    cover: row.cover,
    role: row.role,
    emailVerified: flag(row.email_verified),
    updated: flag(row.updated),
    verifiedArtist: row.verified_artist,
    initiateFollows: flag(row.initiate_follows),
    info: { biography: row.biography, achievements: row.achievements, categories: row.categories },
    categories: row.categories,
    settings: { private: row.is_private },
    follows: [],
    followsCount: row.followers_count,
    productsCount: row.total_artworks,
    totalArtworks: row.total_artworks,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The one choice every answer about a user that anyone may ask for goes through: the owner's
 * view for the owner, the public view for a stranger or a guest.
 */
export function userViewFor(row: UserRow, viewerId: string | undefined): User | PublicUser {
  return viewerId === row.id ? ownerView(row) : publicView(row);
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
    suspended: row.suspended_at !== null,
    version: row.version,
  };
}
