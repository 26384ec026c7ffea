import type { SocialAuthor, SocialUserCard } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { followStateOf } from '../follows/queries.js';
import type { AuthorRow, UserCardRow } from './queries.js';

/** A post's or comment's author as the screens read it (both `_id` and `id`: the screens read either). */
export function authorView(row: AuthorRow): SocialAuthor {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    picture: row.picture,
    role: row.role,
    verifiedArtist: row.verified_artist,
  };
}

/** Cards with the viewer's own follow state, read for the whole list in one query. */
export async function userCards(
  db: Kysely<SocialTables>,
  rows: UserCardRow[],
  viewerId: string | null,
): Promise<SocialUserCard[]> {
  const { following, requested } =
    viewerId && rows.length > 0
      ? await followStateOf(
          db,
          viewerId,
          rows.map((row) => row.id),
        )
      : { following: new Set<string>(), requested: new Set<string>() };
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    picture: row.picture,
    role: row.role,
    verifiedArtist: row.verified_artist,
    isPrivate: row.is_private,
    categories: row.categories ?? [],
    followsCount: row.followers_count,
    totalArtworks: row.works_count,
    productsCount: row.works_count,
    following: following.has(row.id),
    requested: requested.has(row.id),
  }));
}
