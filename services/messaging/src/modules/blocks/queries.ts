import type { Kysely, Transaction } from 'kysely';
import type { MessagingTables } from '../../db/schema.js';

/** Who blocks whom among the viewer and `others` in social: pairs as `blocker:blocked`. */
export async function socialBlocksAround(
  executor: Kysely<MessagingTables> | Transaction<MessagingTables>,
  viewerId: string,
  others: string[],
): Promise<Set<string>> {
  const pairs = new Set<string>();
  if (others.length === 0) return pairs;
  const rows = await executor
    .selectFrom('user_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', viewerId), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  for (const row of rows) pairs.add(`${row.blocker_id}:${row.blocked_id}`);
  return pairs;
}
