import type { Kysely } from 'kysely';

/**
 * Sessions that were logged out (one device, not "everywhere"): the token's id until the token
 * would have expired. Identity's own check reads it; the gateway reads the same fact from Redis.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signed_out_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signed_out_sessions_expires_idx')
    .on('signed_out_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signed_out_sessions').ifExists().execute();
}
