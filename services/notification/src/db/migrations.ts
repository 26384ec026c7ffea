import { type Kysely, type Migration, sql } from 'kysely';

/** The service's own tables; the kit adds outbox and processed_events before these. */
export const migrations: Record<string, Migration> = {
  '0100_mail_log': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_log')
        .addColumn('job_id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('sent_at', 'timestamptz')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('mail_log_event').on('mail_log').column('event_id').execute();
      await db.schema.createIndex('mail_log_recipient').on('mail_log').columns(['recipient', 'created_at']).execute();
    },
  },
  // Events that ask for a mail with a secret carry only ids now: the address is known at send time.
  '0101_mail_log_recipient_at_send': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('mail_log')
        .alterColumn('recipient', (c) => c.dropNotNull())
        .execute();
    },
  },
  // In-app notifications (issue 10 builds on it): one row per thing a member is told about.
  '0102_notifications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('follow', 'post', 'other')`))
        .addColumn('sender_id', 'uuid')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('read', 'text', (c) => c.notNull().defaultTo('no').check(sql`read in ('no', 'seen', 'yes')`))
        // The event that made it: one notification per event even after processed_events is pruned.
        .addColumn('event_id', 'uuid', (c) => c.unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The list is read per member, newest first.
      await sql`create index notifications_user_created on notifications (user_id, created_at desc)`.execute(db);
    },
  },
  // One event may tell several members (an order tells each of its artists): once per event and
  // recipient, instead of once per event.
  '0103_notifications_per_recipient': {
    async up(db: Kysely<unknown>) {
      await sql`alter table notifications drop constraint notifications_event_id_key`.execute(db);
      await sql`alter table notifications add constraint notifications_event_recipient unique (event_id, user_id)`.execute(
        db,
      );
    },
  },
};
