import { type Kysely, sql } from 'kysely';

/**
 * Holds: a reserved piece leaves `stock` for `held` until its order is paid (online) or confirmed
 * (cash), when the reservation is settled (`settled_at`), or cancelled, when it comes back. Cards
 * show "On hold" instead of "Sold" meanwhile, and the store keeps listing the piece.
 *
 * Reservations made before holds were counted are taken as settled: which of them were paid is not
 * known here, and a later cancellation of one still gives its stock back (without a hold to drop).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0).check(sql`held >= 0`))
    .execute();
  await db.schema.alterTable('stock_reservations').addColumn('settled_at', 'timestamptz').execute();
  await sql`update stock_reservations set settled_at = reserved_at where released_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stock_reservations').dropColumn('settled_at').execute();
  await db.schema.alterTable('artworks').dropColumn('held').execute();
}
