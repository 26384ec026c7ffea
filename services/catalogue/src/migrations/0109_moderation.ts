import { type Kysely, sql } from 'kysely';

/**
 * Moderation's decisions as catalogue keeps them (issue 22). A suspended member (identity's
 * snapshot, users.suspended) is hidden by the audience. An artwork or an artwork's comment hidden
 * by an operator stays for its author only (hidden_at, hidden_reason; nothing is deleted).
 *
 * The listing indexes of 0103 are rebuilt partial on artworks that are live and not hidden, so a
 * hidden artwork is outside every listing index and the totals stay index-only counts; the
 * author's index keeps its predicate, since the author still sees their hidden works.
 */
const REBUILT: [name: string, columns: string, where: string][] = [
  ['artworks_live_newest', 'created_at desc, id desc', 'deleted_at is null'],
  ['artworks_live_price', 'price, id', 'deleted_at is null'],
  ['artworks_live_popular', 'popularity desc, id desc', 'deleted_at is null'],
  ['artworks_store_newest', 'created_at desc, id desc', 'in_store and deleted_at is null'],
  ['artworks_store_price', 'price, id', 'in_store and deleted_at is null'],
  ['artworks_category_popular', 'main_category_id, popularity desc, id desc', 'deleted_at is null'],
  ['artworks_featured', 'created_at desc, id desc', 'featured and deleted_at is null'],
];

async function buildIndexes(db: Kysely<any>, visible: string) {
  for (const [name, columns, where] of REBUILT) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on artworks (${sql.raw(columns)}) where ${sql.raw(where + visible)}`.execute(
      db,
    );
  }
  await sql`drop index if exists artworks_live_ids`.execute(db);
  await sql`create index artworks_live_ids on artworks (id) include (in_store, price, created_at, popularity)
    where ${sql.raw(`deleted_at is null${visible}`)}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index users_suspended_idx on users (id) where suspended`.execute(db);
  for (const table of ['artworks', 'artwork_comments']) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden_at', 'timestamptz')
      .addColumn('hidden_reason', 'text')
      .execute();
  }
  await buildIndexes(db, ' and hidden_at is null');
}

export async function down(db: Kysely<any>): Promise<void> {
  await buildIndexes(db, '');
  for (const table of ['artworks', 'artwork_comments']) {
    await db.schema.alterTable(table).dropColumn('hidden_at').dropColumn('hidden_reason').execute();
  }
  await sql`drop index users_suspended_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('suspended').execute();
}
