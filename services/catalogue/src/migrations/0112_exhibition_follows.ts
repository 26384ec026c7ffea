import { type Kysely, sql } from 'kysely';

/**
 * Members who follow an exhibition (decision 0041): told by notification when it opens and two
 * days before it closes. Deleting the exhibition ends its follows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exhibition_follows')
    .addColumn('exhibition_id', 'uuid', (c) => c.notNull().references('exhibitions.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('exhibition_follows_pkey', ['exhibition_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exhibition_follows').execute();
}
