import type { Audience } from '@art/kit';
import { type Kysely, sql } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { USER_CARD_COLUMNS } from '../users/queries.js';

type Db = Kysely<SocialTables>;

/** Adds a follow; false when it was already there (two concurrent follows count once). */
export async function insertFollow(db: Db, followerId: string, artistId: string): Promise<boolean> {
  const added = await db
    .insertInto('follows')
    .values({ follower_id: followerId, artist_id: artistId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('artist_id')
    .executeTakeFirst();
  return added !== undefined;
}

/** Removes a follow; false when there was none. */
export async function deleteFollow(db: Db, followerId: string, artistId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('artist_id', '=', artistId)
    .returning('artist_id')
    .executeTakeFirst();
  return removed !== undefined;
}

/**
 * Writes the follower and following counts of the user from the follows table (not by adding
 * one: a recount cannot drift); undefined for a user identity has not told us about yet.
 */
export async function recountUserFollows(db: Db, userId: string) {
  return db
    .updateTable('users')
    .set({
      followers_count: sql`(select count(*) from follows where artist_id = ${userId})`,
      following_count: sql`(select count(*) from follows where follower_id = ${userId})`,
      follows_version: sql`follows_version + 1`,
    })
    .where('id', '=', userId)
    .returning(['followers_count', 'following_count', 'follows_version'])
    .executeTakeFirst();
}

export async function isFollowing(db: Db, followerId: string, artistId: string): Promise<boolean> {
  const follow = await db
    .selectFrom('follows')
    .select('artist_id')
    .where('follower_id', '=', followerId)
    .where('artist_id', '=', artistId)
    .executeTakeFirst();
  return follow !== undefined;
}

/** The studio to follow, with whether it takes requests; undefined when unknown. */
export async function artistPrivacy(db: Db, artistId: string) {
  return db.selectFrom('users').select(['id', 'is_private']).where('id', '=', artistId).executeTakeFirst();
}

/** Records a request to follow a private studio; undefined when one was already pending. */
export async function insertFollowRequest(db: Db, followerId: string, artistId: string) {
  return db
    .insertInto('follow_requests')
    .values({ id: crypto.randomUUID(), follower_id: followerId, artist_id: artistId })
    .onConflict((conflict) => conflict.columns(['follower_id', 'artist_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Deletes the pending request of `followerId` to `artistId`; its id, or undefined when none. */
export async function deleteFollowRequest(db: Db, followerId: string, artistId: string) {
  return db
    .deleteFrom('follow_requests')
    .where('follower_id', '=', followerId)
    .where('artist_id', '=', artistId)
    .returning('id')
    .executeTakeFirst();
}

/** Deletes a request by its id and returns it (undefined when there is none). */
export async function takeFollowRequest(db: Db, requestId: string) {
  return db.deleteFrom('follow_requests').where('id', '=', requestId).returningAll().executeTakeFirst();
}

export async function hasRequested(db: Db, followerId: string, artistId: string): Promise<boolean> {
  const request = await db
    .selectFrom('follow_requests')
    .select('id')
    .where('follower_id', '=', followerId)
    .where('artist_id', '=', artistId)
    .executeTakeFirst();
  return request !== undefined;
}

/** The newest requests to the studio (at most 200), with the cards of those asking. */
export async function requestsTo(db: Db, artistId: string) {
  return db
    .selectFrom('follow_requests')
    .innerJoin('users', 'users.id', 'follow_requests.follower_id')
    .select(USER_CARD_COLUMNS)
    .select(['follow_requests.id as request_id', 'follow_requests.created_at as requested_at'])
    .where('follow_requests.artist_id', '=', artistId)
    .orderBy('follow_requests.created_at', 'desc')
    .limit(200)
    .execute();
}

/** Which of `artistIds` the viewer follows, and which they asked to follow, in one query. */
export async function followStateOf(
  db: Db,
  viewerId: string,
  artistIds: string[],
): Promise<{ following: Set<string>; requested: Set<string> }> {
  const state = await sql<{ artist_id: string; kind: 'follow' | 'request' }>`
    select artist_id, 'follow' as kind from follows where follower_id = ${viewerId} and artist_id = any(${artistIds})
    union all
    select artist_id, 'request' as kind from follow_requests where follower_id = ${viewerId} and artist_id = any(${artistIds})
  `.execute(db);
  return {
    following: new Set(state.rows.filter((row) => row.kind === 'follow').map((row) => row.artist_id)),
    requested: new Set(state.rows.filter((row) => row.kind === 'request').map((row) => row.artist_id)),
  };
}

export type FollowRelation = 'followers' | 'following';

/** The owner of a list and their counts; undefined when unknown. */
export async function listOwner(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'followers_count', 'following_count'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The columns that name the list's owner and the members listed. */
function sidesOf(relation: FollowRelation) {
  return relation === 'followers' ? (['artist_id', 'follower_id'] as const) : (['follower_id', 'artist_id'] as const);
}

/** One page of a member's followers or following, newest first, without those across a block with the viewer. */
export async function followListPage(
  db: Db,
  audience: Audience,
  relation: FollowRelation,
  userId: string,
  viewerId: string | null,
  page: { limit: number; skip: number },
) {
  const [mine, theirs] = sidesOf(relation);
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', `follows.${theirs}`)
    .select(USER_CARD_COLUMNS)
    .where(`follows.${mine}`, '=', userId)
    .where(audience.unblocked(viewerId, 'users.id'))
    .orderBy('follows.created_at', 'desc')
    .orderBy(`follows.${theirs}`)
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

/** How many members of the list are across a block with the viewer, or suspended. */
export async function closedInList(
  db: Db,
  audience: Audience,
  relation: FollowRelation,
  userId: string,
  viewerId: string | null,
): Promise<number> {
  const [mine, theirs] = sidesOf(relation);
  const closed = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(`follows.${mine}`, '=', userId)
    .where(sql<boolean>`not ${audience.unblocked(viewerId, `follows.${theirs}`)}`)
    .executeTakeFirstOrThrow();
  return Number(closed.count);
}
