import { type Kysely, sql } from 'kysely';

/**
 * Whether the member chose their language (a registration or a first social sign-in that named
 * the page's, or PUT /api/user/language), as against the `en` every account has until then: only
 * a chosen language may switch the page at sign-in (decision 0057). Before this column, a language
 * other than `en` could only have been chosen; an `en` may or may not have been, and counts as not.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language_chosen', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update users set language_chosen = true where language <> 'en'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language_chosen').execute();
}
