import { type Kysely, sql } from 'kysely';

/**
 * The number of artworks a user has, as catalogue last counted it (catalogue.artist.works_counted).
 * `works_version` is the version of that count, so a count delivered late never replaces a newer one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('total_artworks', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_artworks >= 0`))
    .addColumn('works_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('works_version').dropColumn('total_artworks').execute();
}
