import { BASE_CATEGORIES } from '@art/contracts';
import { type Kysely, sql } from 'kysely';

/** Sub-categories under the eight main ones (ids fixed so demo data and tests can name them). */
export const SUB_CATEGORIES: { id: string; name: string; slug: string; parent: string }[] = [
  ['Oil', 'oil-painting', 1],
  ['Acrylic', 'acrylic-painting', 1],
  ['Watercolour', 'watercolour', 1],
  ['Paubha and Thangka', 'paubha-thangka', 1],
  ['Wood', 'wood-sculpture', 2],
  ['Metal', 'metal-sculpture', 2],
  ['Stone', 'stone-sculpture', 2],
  ['Landscape', 'landscape-photography', 3],
  ['Portrait', 'portrait-photography', 3],
  ['Digital', 'digital-art', 4],
  ['Woodcut', 'woodcut', 5],
  ['Etching', 'etching', 5],
  ['Charcoal', 'charcoal-drawing', 6],
  ['Ink', 'ink-drawing', 6],
  ['Graphic', 'graphic-design', 7],
  ['Textile', 'textile', 8],
  ['Pottery', 'pottery', 8],
].map(([name, slug, parent], index) => ({
  id: `c0a80002-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  name: name as string,
  slug: slug as string,
  parent: BASE_CATEGORIES[(parent as number) - 1]._id,
}));

/** Every table of the catalogue: its own data and the projections it keeps of other areas. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'uuid', (c) => c.references('categories.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('categories')
    .values([
      ...BASE_CATEGORIES.map((category, index) => ({
        id: category._id,
        name: category.name,
        slug: category.slug,
        parent_id: null,
        position: index,
      })),
      ...SUB_CATEGORIES.map((category, index) => ({
        id: category.id,
        name: category.name,
        slug: category.slug,
        parent_id: category.parent,
        position: index,
      })),
    ])
    .execute();

  // Projection of identity's users (and the studios directory): fed by identity events only.
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('picture', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verified_artist', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('biography', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('works_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_slug').on('users').column('slug').execute();

  await db.schema
    .createTable('artworks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_store', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('author_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('artist'))
    .addColumn('main_category_id', 'uuid', (c) => c.notNull().references('categories.id'))
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('width', 'numeric')
    .addColumn('height', 'numeric')
    .addColumn('breadth', 'numeric')
    .addColumn('weight', 'numeric')
    .addColumn('image', 'jsonb')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint('artworks_price_range', sql`price between 0 and 10000000`)
    .addCheckConstraint('artworks_stock_range', sql`stock between 0 and 50`)
    .addCheckConstraint('artworks_kind', sql`kind in ('artist', 'user')`)
    .execute();
  await db.schema.createIndex('artworks_author').on('artworks').columns(['author_id', 'created_at']).execute();

  await db.schema
    .createTable('artwork_categories')
    .addColumn('artwork_id', 'uuid', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id'))
    .addPrimaryKeyConstraint('artwork_categories_pk', ['artwork_id', 'category_id'])
    .execute();
  await db.schema.createIndex('artwork_categories_category').on('artwork_categories').column('category_id').execute();

  await db.schema
    .createTable('artwork_likes')
    .addColumn('artwork_id', 'uuid', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('artwork_likes_pk', ['artwork_id', 'user_id'])
    .execute();
  await db.schema.createIndex('artwork_likes_user').on('artwork_likes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('artwork_comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('artwork_id', 'uuid', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('artwork_comments_newest')
    .on('artwork_comments')
    .columns(['artwork_id', 'created_at desc'])
    .execute();

  // Projections of the social area's follows and blocks.
  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'uuid', (c) => c.notNull())
    .addColumn('artist_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'artist_id'])
    .execute();
  await db.schema.createIndex('follows_artist').on('follows').column('artist_id').execute();
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'uuid', (c) => c.notNull())
    .addColumn('blocked_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();

  await db.schema
    .createTable('sliders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slides', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('exhibitions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('artist_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('artist_id', 'uuid')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('explicit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('banner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('listing_thumb', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('background', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('background_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parallax_background', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('media_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dark_listing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('exhibitions_period', sql`starts_at <= ends_at`)
    .execute();
  await db.schema.createIndex('exhibitions_period').on('exhibitions').columns(['starts_at', 'ends_at']).execute();

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('exhibition_id', 'uuid')
    .addColumn('artwork_id', 'uuid')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('art', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('artist', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('art_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('inquiries_kind', sql`kind in ('exhibition', 'artwork')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'inquiries',
    'exhibitions',
    'sliders',
    'blocks',
    'follows',
    'artwork_comments',
    'artwork_likes',
    'artwork_categories',
    'artworks',
    'users',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
