import { type Kysely, sql } from 'kysely';

/**
 * The moderation area: the operators' audit log (append-only, kept at least a year), their queues
 * (studio requests, report cases, appeals), the artist codes they issue (hashes only), and the
 * projections of the other areas that the console and the overview read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // --- the audit log: every operator action, and every console read as a lighter `view` row ---
  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('operator_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('subject_user_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index operator_actions_created_idx on operator_actions (created_at desc, id desc)`.execute(db);
  await sql`create index operator_actions_operator_idx on operator_actions (operator_id, created_at desc)`.execute(db);
  await sql`create index operator_actions_target_idx on operator_actions (target_id, created_at desc)`.execute(db);
  await sql`create index operator_actions_subject_idx on operator_actions (subject_user_id, created_at desc) where subject_user_id is not null`.execute(
    db,
  );
  // Append-only is a rule of the data, not only of the code (as commerce's order_history): no row
  // is changed or removed, and the table cannot be emptied. Rows are kept at least a year; removing
  // older ones is a deliberate migration that disables the triggers, never the application.
  await sql`
    create function operator_actions_append_only() returns trigger language plpgsql as $$
    begin raise exception 'operator_actions is append-only'; end $$;
    create trigger operator_actions_no_change before update or delete on operator_actions
      for each row execute function operator_actions_append_only();
    create trigger operator_actions_no_truncate before truncate on operator_actions
      for each statement execute function operator_actions_append_only();
  `.execute(db);

  // --- projections of other areas ---
  // identity's users: who applies, who is reported, who operates (names for the log).
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    // When identity.user.registered said it happened (null: known from an update only).
    .addColumn('registered_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index members_registered_idx on members (registered_at) where registered_at is not null`.execute(db);

  // commerce's orders, payments and refunds: only what the overview counts.
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_placed_idx').on('orders').column('placed_at').execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('amount_npr', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_paid_idx').on('payments').column('paid_at').execute();
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount_npr', 'bigint', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();

  // --- the queues ---
  await db.schema
    .createTable('studio_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('decided_by_name', 'text')
    .addColumn('decision_reason', 'text')
    .execute();
  await sql`create index studio_requests_status_idx on studio_requests (status, submitted_at)`.execute(db);

  await db.schema
    .createTable('artist_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Hex SHA-256 of the normalized code: the code itself is never stored.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique().check(sql`code_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('used_by', 'text')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index artist_codes_created_idx on artist_codes (created_at desc)`.execute(db);

  await db.schema
    .createTable('report_cases')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('target_type', 'text', (c) =>
      c.notNull().check(sql`target_type in ('user', 'post', 'comment', 'artwork', 'artwork-comment')`),
    )
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('owner_name', 'text')
    // The content as it was when first reported (each report keeps its own too).
    .addColumn('snapshot', 'jsonb')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('dismissed', 'hidden', 'warned', 'suspended')`))
    .addColumn('decision_reason', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_by_name', 'text')
    .addCheckConstraint('report_cases_settled', sql`(status = 'resolved') = (outcome is not null)`)
    .execute();
  // One open case per target: a new report on it joins the case.
  await sql`create unique index report_cases_open_target_key on report_cases (target_type, target_id) where status = 'open'`.execute(
    db,
  );
  await sql`create index report_cases_target_idx on report_cases (target_type, target_id, opened_at desc)`.execute(db);
  await sql`create index report_cases_status_idx on report_cases (status, opened_at)`.execute(db);
  await sql`create index report_cases_owner_idx on report_cases (owner_id) where owner_id is not null`.execute(db);

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'uuid', (c) => c.notNull().references('report_cases.id'))
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('category_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('snapshot', 'jsonb')
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_case_idx').on('reports').columns(['case_id', 'reported_at']).execute();

  // The current suspensions (the history is in the audit log).
  await db.schema
    .createTable('suspensions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('suspended_by', 'text', (c) => c.notNull())
    .addColumn('suspended_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('case_id', 'uuid')
    .execute();

  await db.schema
    .createTable('appeals')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'granted', 'rejected')`),
    )
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('decided_by_name', 'text')
    .addColumn('decision_reason', 'text')
    .execute();
  await sql`create index appeals_status_idx on appeals (status, submitted_at)`.execute(db);
  await sql`create index appeals_user_idx on appeals (user_id, submitted_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'appeals',
    'suspensions',
    'reports',
    'report_cases',
    'artist_codes',
    'studio_requests',
    'refunds',
    'payments',
    'orders',
    'members',
    'operator_actions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists operator_actions_append_only`.execute(db);
}
