import { type Kysely, sql } from 'kysely';

/**
 * The language a member reads the marketplace in, chosen at registration or later
 * (PUT /api/user/language), so that the mail worker writes to them in it. Members from before
 * read English, as every mail was until now. The check keeps the column to the languages the
 * pages and mails exist in (@art/contracts MemberLanguage).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_language_known', sql`language in ('en', 'ne', 'zh')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
