import type { SocialUserCard } from '@art/contracts';
import { type Kysely, sql } from 'kysely';
import type { CategoryRef, SocialTables } from '../db/schema.js';

export interface UserCardRow {
  id: string;
  name: string;
  slug: string;
  picture: string;
  role: number;
  verified_artist: boolean;
  is_private: boolean;
  categories: CategoryRef[];
  followers_count: number;
  works_count: number;
}

export const USER_CARD_COLUMNS = [
  'users.id',
  'users.name',
  'users.slug',
  'users.picture',
  'users.role',
  'users.verified_artist',
  'users.is_private',
  'users.categories',
  'users.followers_count',
  'users.works_count',
] as const;

/** Cards with the viewer's own follow state, read for the whole list in one query. */
export async function userCards(
  db: Kysely<SocialTables>,
  rows: UserCardRow[],
  viewerId: string | null,
): Promise<SocialUserCard[]> {
  let following = new Set<string>();
  let requested = new Set<string>();
  if (viewerId && rows.length > 0) {
    const ids = rows.map((row) => row.id);
    const state = await sql<{ artist_id: string; kind: 'follow' | 'request' }>`
      select artist_id, 'follow' as kind from follows where follower_id = ${viewerId} and artist_id = any(${ids})
      union all
      select artist_id, 'request' as kind from follow_requests where follower_id = ${viewerId} and artist_id = any(${ids})
    `.execute(db);
    following = new Set(state.rows.filter((row) => row.kind === 'follow').map((row) => row.artist_id));
    requested = new Set(state.rows.filter((row) => row.kind === 'request').map((row) => row.artist_id));
  }
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
    following: following.has(row.id),
    requested: requested.has(row.id),
  }));
}
