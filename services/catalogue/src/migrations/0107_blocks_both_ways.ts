import type { Kysely } from 'kysely';

/**
 * A block hides each party from the other, so listings look blocks up by either side: the primary
 * key serves the blocker's side, this index the blocked member's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blocks_blocked').execute();
}
