import { type Kysely, sql } from 'kysely';

/**
 * Moderation's decisions as social keeps them (issue 22): a suspended member (identity's snapshot)
 * is hidden by the audience; a post or comment hidden by an operator stays for its author only
 * (hidden_at, hidden_reason; never deleted, so nothing is lost); reports of a post's comment; and
 * what a report keeps of an artwork (name, description, images), from catalogue's snapshots.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The audience reads the few suspended members on every listing.
  await sql`create index users_suspended_idx on users (id) where suspended`.execute(db);
  for (const table of ['posts', 'post_comments']) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden_at', 'timestamptz')
      .addColumn('hidden_reason', 'text')
      .execute();
  }
  await db.schema
    .alterTable('artworks')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_urls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table reports drop constraint reports_target_type_check`.execute(db);
  await sql`alter table reports add constraint reports_target_type_check
    check (target_type in ('post', 'product', 'user', 'comment'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from reports where target_type = 'comment'`.execute(db);
  await sql`alter table reports drop constraint reports_target_type_check`.execute(db);
  await sql`alter table reports add constraint reports_target_type_check
    check (target_type in ('post', 'product', 'user'))`.execute(db);
  await db.schema
    .alterTable('artworks')
    .dropColumn('name')
    .dropColumn('description')
    .dropColumn('image_urls')
    .dropColumn('version')
    .execute();
  for (const table of ['posts', 'post_comments']) {
    await db.schema.alterTable(table).dropColumn('hidden_at').dropColumn('hidden_reason').execute();
  }
  await sql`drop index users_suspended_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('suspended').execute();
}
