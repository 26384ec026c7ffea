import { type Kysely, sql } from 'kysely';

/**
 * The number of live artworks of each author and the version of that number, which the
 * catalogue.artist.works_counted events carry. It is kept apart from the users projection because
 * an artwork can be written before identity's event has put its author there (and users.version is
 * identity's own counter).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('artist_works')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('artist_works').execute();
}
