// Bulk data for the catalogue bench, written straight into the catalogue's tables (after its own
// migrations) with generate_series: artists in the users projection, artworks with names and
// descriptions mixed in English, Nepali and Chinese, prices in whole NPR, tags, their category
// rows and search_text as the service writes it (name, description, tags, author, categories,
// lower-cased). Deterministic (hashint4 of the row number), so every run measures the same data.
// No image files: every artwork points at one shared image record.

/** One image record for every artwork (the bench never fetches images). */
const SHARED_IMAGE = {
  _id: 'bench-shared-image',
  slug: 'bench-shared-image',
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQ//73v/+BiOh/AAA=',
  width: 1200,
  height: 900,
  files: Object.fromEntries(
    ['thumbnail', 'gallery', 'productImage', 'large'].map((size) => [
      size,
      {
        fileName: `bench-shared-image-${size}.webp`,
        url: `/media/bench/bench-shared-image-${size}.webp`,
        fallbackUrl: `/media/bench/bench-shared-image-${size}.webp`,
      },
    ]),
  ),
};

/** Words the names are made of, by language; the search terms of the bench are among them. */
export const VOCABULARY = {
  en: {
    first: ['Morning', 'Silent', 'Golden', 'Blue', 'Evening', 'Ancient', 'Misty', 'Red', 'Sacred', 'Quiet'],
    second: [
      'Mountain',
      'Buddha',
      'Thangka',
      'River',
      'Temple',
      'Kathmandu',
      'Portrait',
      'Landscape',
      'Stupa',
      'Village',
    ],
  },
  ne: {
    first: ['बिहानको', 'शान्त', 'सुनौलो', 'नीलो', 'साँझको', 'पुरानो', 'कुहिरोको', 'रातो'],
    second: ['हिमाल', 'बुद्ध', 'नदी', 'मन्दिर', 'काठमाडौं', 'चित्र', 'गाउँ', 'स्तुप'],
  },
  zh: {
    first: ['清晨的', '宁静的', '金色的', '蓝色的', '傍晚的', '古老的', '雾中的', '红色的'],
    second: ['山', '佛陀', '唐卡', '河流', '寺庙', '加德满都', '风景', '村庄'],
  },
};
const TAGS = ['himalaya', 'nepal', 'acrylic', 'oil', 'watercolour', 'thangka', 'newari', 'buddhism', 'हिमाल', '山水'];
const ARTIST_NAMES = {
  en: ['Ramesh Chitrakar', 'Sunita Maharjan', 'Pema Lama', 'Bikash Gurung', 'Sita Shrestha', 'Ang Dorje'],
  ne: ['रमेश चित्रकार', 'सुनिता महर्जन', 'पेमा लामा', 'विकास गुरुङ'],
  zh: ['李明', '王芳', '张伟', '陈静'],
};

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** A stable pseudo-random number in [0, n) of the row number and a salt. */
const hash = (salt, n) => `(abs(hashint4(g * 7919 + ${salt})) % ${n})`;

/** Artists numbered from+1 … to (ids derived from the number, so artworks can name them). */
export async function seedArtists(client, from, to) {
  await client.query(`
    INSERT INTO users (id, name, slug, email, role, picture, verified_artist, biography, version, created_at)
    SELECT
      ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
      CASE g % 3
        WHEN 0 THEN (${sqlArray(ARTIST_NAMES.en)})[1 + ${hash(1, ARTIST_NAMES.en.length)}] || ' ' || g
        WHEN 1 THEN (${sqlArray(ARTIST_NAMES.ne)})[1 + ${hash(1, ARTIST_NAMES.ne.length)}] || ' ' || g
        ELSE (${sqlArray(ARTIST_NAMES.zh)})[1 + ${hash(1, ARTIST_NAMES.zh.length)}] || ' ' || g
      END,
      'bench-artist-' || g,
      'bench-artist-' || g || '@example.com',
      11,
      '',
      g % 4 = 0,
      'Paints the valley and its people.',
      1,
      now() - g * interval '1 hour'
    FROM generate_series(${from + 1}, ${to}) AS g
    ON CONFLICT (id) DO NOTHING`);
}

/**
 * Artworks numbered from+1 … to, by `artists` artists; the main category is one of the eight base
 * ones, and every third artwork also has one of its sub-categories.
 */
export async function seedArtworks(client, from, to, { artists }) {
  const nameOf = (lang, salt) =>
    `(${sqlArray(VOCABULARY[lang].first)})[1 + ${hash(salt, VOCABULARY[lang].first.length)}] || ' ' || (${sqlArray(VOCABULARY[lang].second)})[1 + ${hash(salt + 1, VOCABULARY[lang].second.length)}]`;
  await client.query('BEGIN');
  try {
    await client.query(`
      CREATE TEMP TABLE bench_rows ON COMMIT DROP AS
      SELECT
        g,
        ('a0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid AS id,
        CASE g % 3 WHEN 0 THEN ${nameOf('en', 11)} WHEN 1 THEN ${nameOf('ne', 11)} ELSE ${nameOf('zh', 11)} END AS name,
        ('b0000000-0000-4000-8000-' || lpad((1 + ${hash(3, artists)})::text, 12, '0'))::uuid AS author_id,
        (SELECT array_agg(id ORDER BY position) FROM categories WHERE parent_id IS NULL)[1 + ${hash(5, 8)}] AS main_category_id,
        ARRAY[(${sqlArray(TAGS)})[1 + ${hash(7, TAGS.length)}], (${sqlArray(TAGS)})[1 + ${hash(8, TAGS.length)}]] AS tags
      FROM generate_series(${from + 1}, ${to}) AS g`);
    // A sub-category of the main one for every third artwork (when the main one has any).
    await client.query(`
      CREATE TEMP TABLE bench_sub ON COMMIT DROP AS
      SELECT DISTINCT ON (r.id) r.id AS artwork_id, c.id AS category_id
      FROM bench_rows r JOIN categories c ON c.parent_id = r.main_category_id
      WHERE r.g % 3 = 0
      ORDER BY r.id, abs(hashint4(r.g + hashtext(c.slug)))`);
    // Looked up once per artwork below: without a key that lookup is quadratic.
    await client.query('ALTER TABLE bench_sub ADD PRIMARY KEY (artwork_id); ANALYZE bench_rows; ANALYZE bench_sub');
    await client.query(
      `
      INSERT INTO artworks (id, slug, name, description, price, stock, in_store, author_id, kind, main_category_id,
        categories, tags, width, height, breadth, weight, image, images, likes_count, comments_count, views,
        featured, search_text, version, created_at, updated_at)
      SELECT
        r.id,
        'bench-artwork-' || r.g,
        r.name,
        r.name || ': ' || CASE r.g % 3
          WHEN 0 THEN 'acrylic on canvas, painted in the Kathmandu valley at dawn.'
          WHEN 1 THEN 'काठमाडौं उपत्यकामा बिहानै बनाइएको चित्र।'
          ELSE '在加德满都谷地清晨完成的画作。' END,
        CASE WHEN r.g % 20 = 0 THEN 0 ELSE (1 + ${hash(13, 2000)}) * 500 END,
        ${hash(17, 51)},
        r.g % 3 = 0,
        r.author_id,
        CASE WHEN r.g % 10 = 0 THEN 'user' ELSE 'artist' END,
        r.main_category_id,
        (SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'parent', c.parent_id))
                          ORDER BY c.parent_id NULLS FIRST)
           FROM categories c
          WHERE c.id = r.main_category_id OR c.id = (SELECT s.category_id FROM bench_sub s WHERE s.artwork_id = r.id)),
        r.tags,
        10 + ${hash(19, 230)}, 10 + ${hash(23, 230)}, ${hash(29, 120)}, 1 + ${hash(31, 200)},
        $1::jsonb, jsonb_build_array($1::jsonb),
        ${hash(37, 60)}, ${hash(41, 12)}, ${hash(43, 3000)},
        r.g % 97 = 0,
        lower(concat_ws(' ', r.name,
          CASE r.g % 3 WHEN 0 THEN 'acrylic on canvas, painted in the Kathmandu valley at dawn.'
            WHEN 1 THEN 'काठमाडौं उपत्यकामा बिहानै बनाइएको चित्र।' ELSE '在加德满都谷地清晨完成的画作。' END,
          array_to_string(r.tags, ' '),
          (SELECT u.name FROM users u WHERE u.id = r.author_id),
          (SELECT string_agg(c.name, ' ') FROM categories c
            WHERE c.id = r.main_category_id OR c.id = (SELECT s.category_id FROM bench_sub s WHERE s.artwork_id = r.id)))),
        1,
        now() - r.g * interval '3 minutes',
        now() - r.g * interval '3 minutes'
      FROM bench_rows r`,
      [JSON.stringify(SHARED_IMAGE)],
    );
    await client.query(`
      INSERT INTO artwork_categories (artwork_id, category_id)
      SELECT id, main_category_id FROM bench_rows
      UNION ALL
      SELECT artwork_id, category_id FROM bench_sub`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  await client.query(`
    UPDATE users u SET works_count = c.n
      FROM (SELECT author_id, count(*)::int AS n FROM artworks WHERE deleted_at IS NULL GROUP BY author_id) c
     WHERE u.id = c.author_id`);
  // What autovacuum does on a live database after a while: statistics, and the visibility map
  // that lets counts and id lookups read an index alone.
  await client.query('VACUUM ANALYZE users');
  await client.query('VACUUM ANALYZE artworks');
  await client.query('VACUUM ANALYZE artwork_categories');
}
