import { type Kysely, sql } from 'kysely';

/**
 * The studios directory's category filter finds a studio by the categories of its works as well as
 * its declared styles: this index answers "which authors have a live, shown work in category C"
 * without reading the works of every studio.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index artworks_category_authors on artworks (main_category_id, author_id)
    where deleted_at is null and hidden_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index artworks_category_authors`.execute(db);
}
