import { sql } from 'kysely';
import type { Executor } from '../rooms/queries.js';

/** Of these users, those who hide their presence (no row: they show it). */
export async function hidingPresence(executor: Executor, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .selectFrom('chat_settings')
    .select('user_id')
    .where('user_id', 'in', [...new Set(userIds)])
    .where('show_presence', '=', false)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function savePresenceSetting(executor: Executor, userId: string, showPresence: boolean) {
  await executor
    .insertInto('chat_settings')
    .values({ user_id: userId, show_presence: showPresence, updated_at: sql`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ show_presence: showPresence, updated_at: sql`now()` }))
    .execute();
}

/**
 * Who may hear of `userId`'s presence changing: the other member of each of their one-to-one
 * conversations that is not blocked, with no block between the two in social (either way), who
 * shows their own presence (one who hides it sees nobody's). `userId`'s own setting is the
 * caller's to check. At most `limit`, the most recent conversations first.
 */
export async function presenceAudience(executor: Executor, userId: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    select other.user_id
    from room_members own
    join rooms r on r.id = own.room_id and r.type = 'normal' and not r.is_blocked
    join room_members other on other.room_id = own.room_id and other.user_id <> own.user_id and other.left_at is null
    where own.user_id = ${userId}
      and own.left_at is null
      and not exists (
        select 1 from chat_settings s where s.user_id = other.user_id and not s.show_presence
      )
      and not exists (
        select 1 from user_blocks b
        where (b.blocker_id = own.user_id and b.blocked_id = other.user_id)
           or (b.blocker_id = other.user_id and b.blocked_id = own.user_id)
      )
    order by r.updated_at desc
    limit ${limit}
  `.execute(executor);
  return rows.map((row) => row.user_id);
}
