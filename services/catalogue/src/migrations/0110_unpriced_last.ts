import { type Kysely, sql } from 'kysely';

/**
 * "Price: low to high" lists works for sale cheapest first and the unpriced ones (price 0, not for
 * sale) after them, as buyers expect: the order is (price = 0), price, id, served by these indexes
 * with 0103's partial predicates. "High to low" still walks 0103's (price, id) backwards, where
 * unpriced works come last by themselves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index artworks_live_unpriced_last on artworks ((price = 0), price, id)
    where deleted_at is null`.execute(db);
  await sql`create index artworks_store_unpriced_last on artworks ((price = 0), price, id)
    where in_store and deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index artworks_live_unpriced_last`.execute(db);
  await sql`drop index artworks_store_unpriced_last`.execute(db);
}
