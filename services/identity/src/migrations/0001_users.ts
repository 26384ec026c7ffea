import { type Kysely, sql } from 'kysely';

/** Accounts with their profile, settings and shipping info (one row per person). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(21))
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_artist', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('initiate_follows', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('picture', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('media_keys', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('dob', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('biography', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('achievements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('shipping_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('facebook_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_email_lower', sql`email = lower(btrim(email))`)
    .addCheckConstraint('users_role_range', sql`role between 1 and 30`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
