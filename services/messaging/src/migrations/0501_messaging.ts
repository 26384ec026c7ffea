import { type Kysely, sql } from 'kysely';

/** Every table of the messaging area: rooms, members, messages, and the projections it keeps. */
export async function up(db: Kysely<any>): Promise<void> {
  // Projection of identity's users (snapshots by version).
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('picture', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  // Projection of social's blocks: who blocks whom.
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull())
    .addColumn('blocked_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema
    .createIndex('user_blocks_blocked_idx')
    .on('user_blocks')
    .columns(['blocked_id', 'blocker_id'])
    .execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('normal', 'group')`))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pair_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('is_blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('block_by', 'text')
    .addColumn('last_message', 'jsonb')
    .addColumn('last_message_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('rooms_pair_only_normal', sql`(type = 'normal') = (pair_key is not null)`)
    .execute();
  await sql`create index rooms_updated_idx on rooms (updated_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('room_members')
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('left_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('cleared_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('room_members_pk', ['room_id', 'user_id'])
    .execute();
  // "My rooms": a user's live memberships, then their rooms by updated_at.
  await sql`create index room_members_user_idx on room_members (user_id, room_id) where left_at is null`.execute(db);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('posted_by', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull().check(sql`message_type in ('text', 'image', 'left', 'join')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A room's messages newest first (paging, counts).
  await sql`create index messages_room_seq_idx on messages (room_id, seq desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'room_members', 'rooms', 'user_blocks', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
