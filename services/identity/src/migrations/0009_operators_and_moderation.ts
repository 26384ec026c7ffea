import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, operators and moderation's decisions:
 * - operators' second factor on `users`: the TOTP secret (sealed, like reset tokens: identity must
 *   read it to check a code), when it was confirmed, and the last time step used (a code works once);
 *   their recovery codes in `operator_recovery_codes` (argon2 hashes, each used once);
 * - suspensions on `users` and the one appeal per suspension in `appeals`;
 * - `refreshable_from_version`: the first session version of an unbroken run of role changes, so a
 *   token ended only by role changes may be renewed once (POST /api/users/session/refresh);
 * - studio requests answered (`rejection_reason`, `decided_at`); one open or approved request per
 *   member instead of one ever, so a member may apply again after a rejection;
 * - artist codes issued by operators, known by their SHA-256 only (`code_hash`), with an id,
 *   expiry, bound address and revocation. The rows from before keep working: their hash is computed
 *   here from the text, normalized the same way (upper case, without spaces or dashes); `code`
 *   stays only for them and for the demo seed's code, which `npm start` prints.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('totp_confirmed_at', 'timestamptz')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspension_reason', 'text')
    .addColumn('refreshable_from_version', 'integer')
    .execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('operator_recovery_codes_user').on('operator_recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('appeals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The suspension appealed against: one appeal each.
    .addColumn('suspended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('appeals_one_per_suspension', ['user_id', 'suspended_at'])
    .execute();

  await db.schema
    .alterTable('studio_requests')
    .addColumn('rejection_reason', 'text')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('studio_requests').dropConstraint('studio_requests_user_id_key').execute();
  await sql`create unique index studio_requests_one_open on studio_requests (user_id) where status in ('pending', 'approved')`.execute(
    db,
  );

  await db.schema
    .alterTable('artist_codes')
    .addColumn('code_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code_hash', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('email', 'text')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`update artist_codes set code_hash = encode(sha256(convert_to(translate(upper(code), ' -', ''), 'UTF8')), 'hex')`.execute(
    db,
  );
  await db.schema.alterTable('artist_codes').dropConstraint('artist_codes_pkey').execute();
  await db.schema
    .alterTable('artist_codes')
    .alterColumn('code', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('artist_codes')
    .alterColumn('code_hash', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('artist_codes').addPrimaryKeyConstraint('artist_codes_pkey', ['code_id']).execute();
  await db.schema.createIndex('artist_codes_code_hash').on('artist_codes').column('code_hash').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('artist_codes').where('code', 'is', null).execute();
  await db.schema.dropIndex('artist_codes_code_hash').execute();
  await db.schema.alterTable('artist_codes').dropConstraint('artist_codes_pkey').execute();
  await db.schema
    .alterTable('artist_codes')
    .alterColumn('code', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('artist_codes').addPrimaryKeyConstraint('artist_codes_pkey', ['code']).execute();
  await db.schema
    .alterTable('artist_codes')
    .dropColumn('code_id')
    .dropColumn('code_hash')
    .dropColumn('expires_at')
    .dropColumn('email')
    .dropColumn('revoked_at')
    .execute();
  await db.schema.dropIndex('studio_requests_one_open').execute();
  await db.deleteFrom('studio_requests').where('status', '=', 'rejected').execute();
  await db.schema
    .alterTable('studio_requests')
    .addUniqueConstraint('studio_requests_user_id_key', ['user_id'])
    .execute();
  await db.schema.alterTable('studio_requests').dropColumn('rejection_reason').dropColumn('decided_at').execute();
  await db.schema.dropTable('appeals').execute();
  await db.schema.dropTable('operator_recovery_codes').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('totp_secret_sealed')
    .dropColumn('totp_confirmed_at')
    .dropColumn('totp_last_step')
    .dropColumn('suspended_at')
    .dropColumn('suspension_reason')
    .dropColumn('refreshable_from_version')
    .execute();
}
