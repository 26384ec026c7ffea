import { type Kysely, sql } from 'kysely';

/**
 * Stock taken for commerce's orders. `stock_reservations` holds one piece of an artwork per order
 * (released when the order item is cancelled); `reservation_outcomes` keeps what was answered for
 * an order, so asking again for the same order answers the same and takes nothing twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_reservations')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('artwork_id', 'uuid', (c) => c.notNull().references('artworks.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1).check(sql`quantity > 0`))
    .addColumn('reserved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('released_at', 'timestamptz')
    .addPrimaryKeyConstraint('stock_reservations_pkey', ['order_id', 'artwork_id'])
    .execute();
  // What an artwork has out in open orders (support, and a later "reserved" count on the page).
  await sql`create index stock_reservations_open on stock_reservations (artwork_id)
    where released_at is null`.execute(db);

  await db.schema
    .createTable('reservation_outcomes')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('reserved', 'refused')`))
    .addColumn('unavailable', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reservation_outcomes').execute();
  await db.schema.dropTable('stock_reservations').execute();
}
