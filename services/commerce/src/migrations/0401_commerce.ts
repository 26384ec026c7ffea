import { type Kysely, sql } from 'kysely';

/** Every table of the commerce area: carts, orders, their history and payments, and projections. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('in_store', 'boolean', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('buyer_id', 'text', (c) => c.notNull())
    .addColumn('artwork_id', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_items_pk', ['buyer_id', 'artwork_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('reserving', 'placed', 'refused')`))
    .addColumn('payment_method', 'text', (c) =>
      c.notNull().check(sql`payment_method in ('cash', 'esewa', 'connect_ips', 'stripe')`),
    )
    .addColumn('payment_status', 'text', (c) =>
      c.notNull().check(sql`payment_status in ('not-required', 'pending', 'paid', 'failed')`),
    )
    .addColumn('item_total', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('shipping', 'bigint', (c) => c.notNull())
    .addColumn('grand_total', 'bigint', (c) => c.notNull())
    .addColumn('shipping_info', 'jsonb', (c) => c.notNull())
    .addColumn('pay_by', 'timestamptz')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('orders_buyer_idx').on('orders').columns(['buyer_id', 'created_at']).execute();
  // The reconciler's questions: half-placed orders and unpaid online orders.
  await sql`create index orders_reserving_idx on orders (created_at) where state = 'reserving'`.execute(db);
  await sql`create index orders_unpaid_idx on orders (pay_by) where state = 'placed' and payment_status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('artwork_id', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'text', (c) => c.notNull())
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('artist_slug', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED')`),
    )
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_artist_idx').on('order_items').column('artist_id').execute();

  await db.schema
    .createTable('order_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('item_id', 'uuid')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_history_order_idx').on('order_history').column('order_id').execute();
  // Append-only is a rule of the data, not only of the code.
  await sql`
    create function order_history_append_only() returns trigger language plpgsql as $$
    begin raise exception 'order_history is append-only'; end $$;
    create trigger order_history_no_change before update or delete on order_history
      for each row execute function order_history_append_only();
  `.execute(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('esewa', 'connect_ips', 'stripe')`))
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'failed')`))
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payments_provider_attempt_key', ['provider', 'attempt_id'])
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await sql`create unique index payments_provider_ref_key on payments (provider, provider_ref) where provider_ref is not null`.execute(
    db,
  );
  await sql`create index payments_pending_idx on payments (created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payments', 'order_history', 'order_items', 'orders', 'cart_items', 'products', 'members']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists order_history_append_only`.execute(db);
}
