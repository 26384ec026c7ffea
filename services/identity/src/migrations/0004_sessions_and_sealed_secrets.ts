import { type Kysely, sql } from 'kysely';

/**
 * - users.session_version: every token carries it (claim `sv`); raising it ends every older
 *   session (password reset, sign out everywhere, role change, a social sign-in taking over).
 * - users.version: grows with every change of the row, so projections elsewhere can drop a
 *   snapshot event older than the one they hold.
 * - verification codes are checked against one account now (the verify request names it), so an
 *   open code no longer has to be unique across accounts; wrong tries are counted per code.
 * - code_sealed / token_sealed: the secret encrypted with identity's sealing key, kept only while
 *   it is open, so the mail worker can fetch it at send time instead of it riding in events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await sql`drop index if exists verification_codes_open`.execute(db);
  await db.schema
    .alterTable('verification_codes')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_sealed', 'text')
    .execute();
  await db.schema.alterTable('reset_tokens').addColumn('token_sealed', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reset_tokens').dropColumn('token_sealed').execute();
  await db.schema.alterTable('verification_codes').dropColumn('code_sealed').dropColumn('failed_attempts').execute();
  await sql`create unique index verification_codes_open on verification_codes (code_hash) where used_at is null`.execute(
    db,
  );
  await db.schema.alterTable('users').dropColumn('version').dropColumn('session_version').execute();
}
