import type { Kysely } from 'kysely';

/**
 * A member's chat settings: whether others see their presence (online, last seen). A member
 * without a row shows it (the default), so the table holds only those who changed it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('show_presence', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_settings').ifExists().execute();
}
