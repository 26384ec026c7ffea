import { type Kysely, sql } from 'kysely';

/** The two ways into a studio: a request the team reviews, or an artist code it handed out. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('studio_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // One request per person: a repeat is answered with already-exist.
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('artist_codes')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code = upper(code)`))
    .addColumn('used_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('artist_codes').execute();
  await db.schema.dropTable('studio_requests').execute();
}
