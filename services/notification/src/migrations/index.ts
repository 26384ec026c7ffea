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
  // The notification page and its live push (routes, grouping of likes, follow requests), the
  // projections it needs (users for the sender, follows for the fan-out of new posts) and the
  // kinds of mail each member turned off.
  '0104_notification_page': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('notifications')
        .addColumn('group_key', 'text')
        .addColumn('follow_request_id', 'text')
        .execute();
      // Follow requests stored before 0104 kept their id in the link only.
      await sql`update notifications set follow_request_id = substr(link, length('/notifications?followRequest=') + 1)
        where starts_with(link, '/notifications?followRequest=')`.execute(db);
      // At most one unread notification per grouped item (likes of one post or artwork) and recipient.
      await sql`create unique index notifications_open_group on notifications (user_id, group_key)
        where group_key is not null and read <> 'yes'`.execute(db);
      // Who is counted in a grouped notification: one row per person, and each event counted once.
      await db.schema
        .createTable('notification_actors')
        .addColumn('notification_id', 'uuid', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
        .addColumn('actor_id', 'uuid', (c) => c.notNull())
        .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('notification_actors_pkey', ['notification_id', 'actor_id'])
        .execute();
      // Identity's users as far as a notification shows them (its sender).
      await db.schema
        .createTable('users')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('picture', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      // Social's follows: who is told about a studio's new post. `following` false keeps the time
      // of the unfollow, so an older event that arrives late does not bring the follow back.
      await db.schema
        .createTable('follows')
        .addColumn('follower_id', 'uuid', (c) => c.notNull())
        .addColumn('artist_id', 'uuid', (c) => c.notNull())
        .addColumn('following', 'boolean', (c) => c.notNull())
        .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('follows_pkey', ['follower_id', 'artist_id'])
        .execute();
      await sql`create index follows_followers on follows (artist_id, changed_at) where following`.execute(db);
      // The kinds of mail a member turned off (only kinds of OPTIONAL_MAIL_KINDS).
      await db.schema
        .createTable('mail_opt_outs')
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('mail_opt_outs_pkey', ['user_id', 'kind'])
        .execute();
    },
  },
  // Order notifications once began with the buyer's name, and the page shows the sender's name
  // before every message: "Sita Shrestha Sita Shrestha ordered …". Stored ones lose the repeat.
  '0105_sender_named_once': {
    async up(db: Kysely<any>) {
      await sql`update notifications n set message = substr(n.message, length(u.name) + 2)
        from users u
        where u.id = n.sender_id and u.name <> '' and starts_with(n.message, u.name || ' ordered ')`.execute(db);
      await sql`update notifications set message = 'cancelled the order of ' || substr(message, 34)
        where sender_id is not null and starts_with(message, 'The buyer cancelled the order of ')`.execute(db);
    },
  },
  // Moderation (issue 22): notifications the page words in the reader's language (a kind and its
  // detail: a reason, an outcome), and the users projection keeps identity's suspended flag.
  '0106_moderation': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('notifications').addColumn('kind', 'text').addColumn('detail', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
  },
  // New works of followed studios (decision 0041): what the daily digest lists (a hidden or deleted
  // work drops out of it), and how far each member's digest has gone.
  '0107_new_works': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('new_works')
        .addColumn('artwork_id', 'text', (c) => c.primaryKey())
        .addColumn('author_id', 'uuid', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('listed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await sql`create index new_works_author_listed on new_works (author_id, listed_at)`.execute(db);
      await sql`create index new_works_listed on new_works (listed_at)`.execute(db);
      await db.schema
        .createTable('digest_cursors')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('sent_until', 'timestamptz', (c) => c.notNull())
        .execute();
      // A hidden artwork's "listed a new work" notifications are found by their link.
      await sql`create index notifications_new_work_link on notifications (link) where kind = 'new-work'`.execute(db);
    },
  },
  // Followed exhibitions (decision 0041): catalogue's exhibitions as far as their reminders need
  // them, who follows each (as of when), and which reminders went out (each once per exhibition).
  '0108_exhibition_reminders': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('exhibitions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
        .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('exhibition_follows')
        .addColumn('exhibition_id', 'uuid', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('following', 'boolean', (c) => c.notNull())
        .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('exhibition_follows_pkey', ['exhibition_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('exhibition_reminders')
        .addColumn('exhibition_id', 'uuid', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('opening', 'closing-soon')`))
        // Names the reminder's notifications (one per follower), as an event's id would.
        .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('exhibition_reminders_pkey', ['exhibition_id', 'kind'])
        .execute();
    },
  },
  // Posts gone for their readers (decision 0059): a post hidden by an operator or deleted by its
  // author, so that a new-post event handled after it tells nobody (moderation's stream does not
  // wait for social's); and the index that finds a post's notifications by their link.
  '0109_removed_posts': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('removed_posts')
        .addColumn('post_id', 'uuid', (c) => c.primaryKey())
        .addColumn('removed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create index notifications_post_link on notifications (link) where type = 'post'`.execute(db);
    },
  },
  // Reminders follow the exhibition's audience (decision 0058): the studio an exhibition is linked
  // to, as catalogue's change events name it (by slug: its events carry no id), and social's
  // blocks, so that a suspended studio's exhibition reminds nobody and a follower in a block with
  // the studio is left out. `artist_slug` null: no change event seen yet (the row came from a
  // follow), '' no linked studio. Blocks are kept as social wrote them (text ids, as the shared
  // projection stores whatever it is given); both columns are always known when they are read, so
  // the primary key serves both directions.
  '0110_exhibition_audience': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('exhibitions')
        .addColumn('artist_slug', 'text')
        .addColumn('artist_id', 'uuid')
        .execute();
      await sql`create index users_slug on users (slug) where slug <> ''`.execute(db);
      await db.schema
        .createTable('blocks')
        .addColumn('blocker_id', 'text', (c) => c.notNull())
        .addColumn('blocked_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('blocks_pkey', ['blocker_id', 'blocked_id'])
        .execute();
    },
  },
};
