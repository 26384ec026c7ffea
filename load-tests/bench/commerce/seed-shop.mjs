// The commerce bench's shop, written with SQL straight into the bench databases after the
// services' migrations: the catalogue bench's artists and artworks (seed-artworks.mjs), every one
// then put on sale by an artist with 1 to 3 pieces (a known total stock); the same artworks in
// commerce's product projection and the artists and buyers in its member projection, as
// catalogue's and identity's events would have written them. Deterministic (hashint4 of the row
// number), so every run sells the same shop.
import pg from 'pg';
import { seedArtists, seedArtworks } from '../catalogue/seed-artworks.mjs';

export const SHOP = { artworks: 2_000, artists: 100, buyers: 500, minStock: 1, maxStock: 3 };

/** Buyer n's id (a UUID, as identity's); the artists and artworks keep the catalogue bench's ids. */
export const buyerId = (n) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Where buyers have their orders sent: passes the checkout's checks (10 digits, 5 digits). */
export const SHIPPING = {
  country: 'Nepal',
  city: 'Lalitpur',
  state: 'Bagmati',
  postalCode: '44700',
  address: 'Patan Durbar Square 5',
  address2: '',
  phoneNumber: '9841000000',
};

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Fills both databases; answers the artworks as seeded ([{ id, slug, stock }], stock being the
 * initial one the integrity check starts from) and the counts.
 */
export async function seedShop(databases, shop = SHOP) {
  const artworks = await withClient(databases.catalogue, async (client) => {
    await seedArtists(client, 0, shop.artists);
    await seedArtworks(client, 0, shop.artworks, { artists: shop.artists });
    // For sale, all of them: an artist's work, a price, 1 to 3 pieces, in the store.
    const spread = shop.maxStock - shop.minStock + 1;
    await client.query(`
      UPDATE artworks SET
        kind = 'artist',
        price = CASE WHEN price = 0 THEN 25000 ELSE price END,
        stock = ${shop.minStock} + abs(hashint4(right(id::text, 12)::int * 31 + 7)) % ${spread},
        in_store = true`);
    await client.query('VACUUM ANALYZE artworks');
    const { rows } = await client.query(`
      SELECT a.id::text, a.slug, a.name, a.author_id::text, a.price::bigint AS price, a.stock, a.version,
             a.image->'files'->'thumbnail'->>'url' AS thumbnail
        FROM artworks a ORDER BY a.id`);
    return rows;
  });
  await withClient(databases.commerce, async (client) => {
    await withClient(databases.catalogue, async (catalogue) => {
      const { rows: artists } = await catalogue.query(
        'SELECT id::text, name, slug, email, role, version FROM users ORDER BY id',
      );
      await client.query(
        `INSERT INTO members (id, name, slug, email, role, shipping, version)
         SELECT id, name, slug, email, role, '{}'::jsonb, version
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[])
             AS m(id, name, slug, email, role, version)`,
        [
          artists.map((a) => a.id),
          artists.map((a) => a.name),
          artists.map((a) => a.slug),
          artists.map((a) => a.email),
          artists.map((a) => a.role),
          artists.map((a) => a.version),
        ],
      );
    });
    await client.query(
      `INSERT INTO members (id, name, slug, email, role, shipping, version)
       SELECT 'c0000000-0000-4000-8000-' || lpad(n::text, 12, '0'), 'Bench Buyer ' || n, 'bench-buyer-' || n,
              'bench-buyer-' || n || '@example.com', 21, $1::jsonb, 1
         FROM generate_series(0, ${shop.buyers - 1}) n`,
      [JSON.stringify(SHIPPING)],
    );
    await client.query(
      `INSERT INTO products (id, slug, name, author_id, price, stock, in_store, thumbnail, version)
       SELECT id, slug, name, author_id, price, stock, true, coalesce(thumbnail, ''), version
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::text[], $8::int[])
           AS p(id, slug, name, author_id, price, stock, thumbnail, version)`,
      [
        artworks.map((a) => a.id),
        artworks.map((a) => a.slug),
        artworks.map((a) => a.name),
        artworks.map((a) => a.author_id),
        artworks.map((a) => a.price),
        artworks.map((a) => a.stock),
        artworks.map((a) => a.thumbnail),
        artworks.map((a) => a.version),
      ],
    );
    await client.query('VACUUM ANALYZE members');
    await client.query('VACUUM ANALYZE products');
  });
  return {
    artworks: artworks.map((a) => ({ id: a.id, slug: a.slug, stock: a.stock })),
    counts: {
      artworks: artworks.length,
      artists: shop.artists,
      buyers: shop.buyers,
      pieces: artworks.reduce((sum, a) => sum + a.stock, 0),
    },
  };
}
