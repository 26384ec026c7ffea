import type { ArtistView } from '@art/contracts';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';

/** The users-projection columns an artist card shows. */
export const artistColumns = [
  'users.id',
  'users.name',
  'users.slug',
  'users.picture',
  'users.cover',
  'users.role',
  'users.verified_artist',
  'users.categories',
  'users.biography',
  'users.followers_count',
  'users.works_count',
] as const;

export type ArtistRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'name'
  | 'slug'
  | 'picture'
  | 'cover'
  | 'role'
  | 'verified_artist'
  | 'categories'
  | 'biography'
  | 'followers_count'
  | 'works_count'
>;

/** A studio (or person) as the directory and search show it; both work counts are the live artworks. */
export function toArtistView(row: ArtistRow): ArtistView {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    picture: row.picture,
    cover: row.cover,
    role: row.role,
    verifiedArtist: row.verified_artist,
    categories: (row.categories ?? []).map(({ _id, name }) => ({ _id, name })),
    followsCount: row.followers_count,
    productsCount: row.works_count,
    totalArtworks: row.works_count,
    info: { biography: row.biography },
  };
}
