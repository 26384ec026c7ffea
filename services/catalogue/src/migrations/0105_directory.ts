import { type Kysely, sql } from 'kysely';

/**
 * The studios directory reads artists (roles 11–20) by most followers or most works, a page at a
 * time: partial indexes on exactly those orders, so a page is read from the index, and a GIN on
 * the categories an artist works in for the category filter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_artists_followers on users (followers_count desc, id)
    where role between 11 and 20`.execute(db);
  await sql`create index users_artists_works on users (works_count desc, id)
    where role between 11 and 20`.execute(db);
  await sql`create index users_categories on users using gin (categories jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['users_categories', 'users_artists_works', 'users_artists_followers']) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}
