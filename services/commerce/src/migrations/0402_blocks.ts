import type { Kysely } from 'kysely';

/**
 * Commerce's copy of social's blocks (blocker → blocked, as social wrote them): a block stops a
 * buyer and an artist trading, both ways. The primary key serves the blocker's side, the index
 * the blocked member's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull())
    .addColumn('blocked_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blocks').execute();
}
