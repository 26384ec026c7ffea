import { type Kysely, sql } from 'kysely';

/**
 * E-mail verification codes and password-reset tokens. Both are stored as sha256 hashes, expire
 * and are single-use (used_at). An unused code's hash is unique, because the verify link carries
 * only the code and must point at exactly one account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index verification_codes_open on verification_codes (code_hash) where used_at is null`.execute(
    db,
  );
  await db.schema.createIndex('verification_codes_user').on('verification_codes').column('user_id').execute();

  await db.schema
    .createTable('reset_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reset_tokens_user').on('reset_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reset_tokens').execute();
  await db.schema.dropTable('verification_codes').execute();
}
