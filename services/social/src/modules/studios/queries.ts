import type { Audience } from '@art/kit';
import { type Kysely, sql } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { USER_CARD_COLUMNS, type UserCardRow } from '../users/queries.js';

type Db = Kysely<SocialTables>;

/** Artists (roles 11–20) the viewer could follow: not themself, not followed, no block either way. */
function candidates(db: Db, audience: Audience, viewerId: string) {
  return db
    .selectFrom('users')
    .select(USER_CARD_COLUMNS)
    .where('users.role', '>=', 11)
    .where('users.role', '<=', 20)
    .where('users.id', '<>', viewerId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('follows')
            .select('follows.artist_id')
            .where('follows.follower_id', '=', viewerId)
            .whereRef('follows.artist_id', '=', 'users.id'),
        ),
      ),
    )
    .where(audience.unblocked(viewerId, 'users.id'));
}

/** The candidates who gained the most followers since `since`, then the most followed. */
export async function trendingStudios(
  db: Db,
  audience: Audience,
  viewerId: string,
  since: Date,
  limit: number,
): Promise<UserCardRow[]> {
  return candidates(db, audience, viewerId)
    .select(
      sql<number>`(select count(*) from follows recent where recent.artist_id = users.id and recent.created_at > ${since})`.as(
        'gained',
      ),
    )
    .orderBy('gained', 'desc')
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

/** The ids of the categories of the studios the viewer follows. */
export async function categoriesFollowedBy(db: Db, viewerId: string): Promise<string[]> {
  const followed = await sql<{ id: string }>`
    select distinct c->>'_id' as id from follows f join users u on u.id = f.artist_id,
    jsonb_array_elements(u.categories) c where f.follower_id = ${viewerId}
  `.execute(db);
  return followed.rows.map((row) => row.id);
}

/** The candidates in any of `categoryIds` (all of them when none), most followed first, then most works. */
export async function studiosInCategories(
  db: Db,
  audience: Audience,
  viewerId: string,
  categoryIds: string[],
  limit: number,
): Promise<UserCardRow[]> {
  let query = candidates(db, audience, viewerId);
  if (categoryIds.length > 0) {
    query = query.where(
      sql<boolean>`exists (select 1 from jsonb_array_elements(users.categories) c where c->>'_id' = any(${categoryIds}))`,
    );
  }
  return query
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.works_count', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

/** The most followed candidates. */
export async function popularStudios(
  db: Db,
  audience: Audience,
  viewerId: string,
  limit: number,
): Promise<UserCardRow[]> {
  return candidates(db, audience, viewerId)
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
