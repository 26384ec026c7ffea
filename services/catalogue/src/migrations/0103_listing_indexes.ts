import { type Kysely, sql } from 'kysely';

/**
 * Indexes every listing walks (gallery, store, home rows, similar, a studio's works), so that a
 * page is read from an index at 100,000 artworks and never from the whole table. All are partial on
 * live artworks (deleted_at IS NULL); the store's on in_store too. The listing queries write those
 * predicates as literals so the planner can match them. Category pages join artwork_categories
 * (covering index) to the live-id index; similar artworks walk (main_category_id, popularity).
 */
const ARTWORK_INDEXES: [name: string, columns: string, where: string][] = [
  ['artworks_live_newest', 'created_at desc, id desc', 'deleted_at is null'],
  ['artworks_live_price', 'price, id', 'deleted_at is null'],
  ['artworks_live_popular', 'popularity desc, id desc', 'deleted_at is null'],
  ['artworks_store_newest', 'created_at desc, id desc', 'in_store and deleted_at is null'],
  ['artworks_store_price', 'price, id', 'in_store and deleted_at is null'],
  ['artworks_category_popular', 'main_category_id, popularity desc, id desc', 'deleted_at is null'],
  ['artworks_featured', 'created_at desc, id desc', 'featured and deleted_at is null'],
  ['artworks_author_live', 'author_id, created_at desc, id desc', 'deleted_at is null'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns, where] of ARTWORK_INDEXES) {
    await sql`create index ${sql.id(name)} on artworks (${sql.raw(columns)}) where ${sql.raw(where)}`.execute(db);
  }
  // Sub-category filters join through here; covering, so the join reads the index only. The
  // narrow live-id index lets that join skip the wide artworks rows until the page is chosen.
  await sql`create index artwork_categories_category_artwork on artwork_categories (category_id, artwork_id)`.execute(
    db,
  );
  await sql`create index artworks_live_ids on artworks (id) include (in_store, price, created_at, popularity)
    where deleted_at is null`.execute(db);

  // One formula for "popular", kept by the database whoever changes a count (likes and comments
  // here, views in the artwork routes, the seed), so no writer can forget it.
  await sql`
    create function artworks_popularity() returns trigger language plpgsql as $$
    begin
      new.popularity := new.likes_count * 3 + new.comments_count * 2 + new.views * 0.1;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger artworks_popularity before insert or update of likes_count, comments_count, views
    on artworks for each row execute function artworks_popularity()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger artworks_popularity on artworks`.execute(db);
  await sql`drop function artworks_popularity()`.execute(db);
  await sql`drop index artworks_live_ids`.execute(db);
  await sql`drop index artwork_categories_category_artwork`.execute(db);
  for (const [name] of ARTWORK_INDEXES) await sql`drop index ${sql.id(name)}`.execute(db);
}
