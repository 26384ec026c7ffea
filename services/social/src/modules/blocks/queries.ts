import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { USER_CARD_COLUMNS, type UserCardRow } from '../users/queries.js';

type Db = Kysely<SocialTables>;

/** Adds the block; false when it was already there. */
export async function insertBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const added = await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('blocked_id')
    .executeTakeFirst();
  return added !== undefined;
}

/** Removes the block; false when there was none. */
export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .returning('blocked_id')
    .executeTakeFirst();
  return removed !== undefined;
}

/** The cards of the members `blockerId` blocks, the newest block first. */
export async function blockedUsers(db: Db, blockerId: string): Promise<UserCardRow[]> {
  return (await db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(USER_CARD_COLUMNS)
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .execute()) as UserCardRow[];
}
