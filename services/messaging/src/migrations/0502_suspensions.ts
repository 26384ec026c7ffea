import type { Kysely } from 'kysely';

/**
 * The users projection keeps identity's suspended flag (issue 22): nobody starts a chat with, or
 * writes to, a member an operator suspended (the kit's audience reads it); lifted, all is back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('suspended').execute();
}
