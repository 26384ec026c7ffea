import { type Kysely, sql } from 'kysely';

/** The fixed report options; `other` keeps the reporter's free text (REPORT_OTHER_ID in contracts). */
export const REPORT_CATEGORIES: { id: string; name: string }[] = [
  { id: 'spam', name: 'Spam or misleading' },
  { id: 'nudity', name: 'Nudity or sexual content' },
  { id: 'hate', name: 'Hate speech or symbols' },
  { id: 'harassment', name: 'Harassment or bullying' },
  { id: 'violence', name: 'Violence or dangerous content' },
  { id: 'copyright', name: 'Copyright or stolen artwork' },
  { id: 'scam', name: 'Scam or fraud' },
  { id: 'other', name: 'Other' },
];

/** Every table of the social area: its own data and the projections it keeps of other areas. */
export async function up(db: Kysely<any>): Promise<void> {
  // Projection of identity's users (snapshots), with the counts this area owns.
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('picture', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('verified_artist', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('biography', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('posts_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** Live artworks, from catalogue's catalogue.artist.works_counted. */
    .addColumn('works_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('works_version', 'integer', (c) => c.notNull().defaultTo(0))
    /** Grows with every change of the follow counts (FollowsCounted.version). */
    .addColumn('follows_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_slug_idx').on('users').column('slug').execute();

  // Projection of catalogue's artworks: enough to check a report's target and its author.
  await db.schema
    .createTable('artworks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('artworks_author_idx').on('artworks').column('author_id').execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('picture', 'jsonb')
    .addColumn('youtube_id', 'text')
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index posts_author_created_idx on posts (author_id, created_at desc, id desc)`.execute(db);
  await sql`create index posts_created_idx on posts (created_at desc, id desc)`.execute(db);
  await sql`create index posts_popular_idx on posts (likes_count desc, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('post_likes')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('post_comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index post_comments_post_idx on post_comments (post_id, created_at desc, id desc)`.execute(db);

  // A viewer's hidden posts (the old client's hideFrom list), undone by deleting the row.
  await db.schema
    .createTable('post_hides')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('post_hides_pk', ['user_id', 'post_id'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'artist_id'])
    .execute();
  await sql`create index follows_artist_idx on follows (artist_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('follow_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('follow_requests_pair', ['follower_id', 'artist_id'])
    .execute();
  await sql`create index follow_requests_artist_idx on follow_requests (artist_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull())
    .addColumn('blocked_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema
    .createTable('report_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('report_categories')
    .values(REPORT_CATEGORIES.map((category, position) => ({ ...category, position })))
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull().check(sql`target_type in ('post', 'product', 'user')`))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('report_categories.id'))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index reports_open_idx on reports (status, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'reports',
    'report_categories',
    'blocks',
    'follow_requests',
    'follows',
    'post_hides',
    'post_comments',
    'post_likes',
    'posts',
    'artworks',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
