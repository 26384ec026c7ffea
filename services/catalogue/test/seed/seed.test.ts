import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DEMO_ARTIST_EMAILS } from '../../src/seed/demo-artists.js';
import { DEMO_EXHIBITION_IDS } from '../../src/seed/demo-showcase.js';
import { seedDemoCatalogue } from '../../src/seed/seed-demo-catalogue.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp } from '../support/test-app.js';

describe('demo catalogue seed', () => {
  let t: CatalogueTestContext;

  before(async () => {
    t = await startCatalogueTestApp('seed');
    const names = ['Pema Dolma Lama', 'राम बहादुर थापा', 'Ramesh Chitrakar', 'Sunita Maharjan'];
    for (const [index, email] of DEMO_ARTIST_EMAILS.entries()) {
      await seedUser(t.db, { email, name: names[index], slug: `demo-studio-${index}` });
    }
  });
  after(async () => {
    await t?.close();
  });

  const outboxCount = async (subject: string) =>
    Number(
      (
        await t.db
          .selectFrom('outbox')
          .select(sql<number>`count(*)`.as('n'))
          .where('subject', '=', subject)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds the demo catalogue once: a second run changes nothing', async () => {
    const first = await seedDemoCatalogue(t.app, { waitForArtistsMs: 1000 });
    assert.equal(first.artworks, 240);
    assert.equal(first.added, 240);
    assert.equal(first.exhibitions, 5);
    assert.equal(first.slides, 5);
    assert.equal(first.studios, 4);
    assert.equal(await outboxCount('catalogue.artwork.created'), 240);
    assert.equal(await outboxCount('catalogue.artist.works_counted'), 4);

    const second = await seedDemoCatalogue(t.app, { waitForArtistsMs: 1000 });
    assert.deepEqual(second, { ...first, added: 0, pictures: 0 });
    assert.equal(await outboxCount('catalogue.artwork.created'), 240);
  });

  it('gives every artwork its own picture files, with every variant and a placeholder', async () => {
    const rows = await t.db.selectFrom('artworks').select(['slug', 'image']).execute();
    const keys = new Set<string>();
    for (const row of rows) {
      assert.ok(row.image, row.slug);
      assert.match(row.image.placeholder, /^data:image\/webp;base64,/);
      for (const variant of ['thumbnail', 'gallery', 'productImage', 'large'] as const) {
        const file = row.image.files[variant];
        assert.match(file.url, /\.webp$/);
        assert.ok(file.fallbackUrl);
        assert.ok(!keys.has(file.fileName), 'no two artworks share a file');
        keys.add(file.fileName);
      }
    }
    // The files are really there: one of them read back from the bucket.
    const sample = rows[0]?.image?.files.thumbnail.fileName as string;
    const stat = await t.app.storage.client.statObject(t.config.S3_BUCKET, sample);
    assert.ok(stat.size > 0);
  });

  it('spreads the artworks over the studios and every category, in three languages', async () => {
    const perStudio = await t.db
      .selectFrom('users')
      .select(['name', 'works_count'])
      .where('email', 'in', DEMO_ARTIST_EMAILS)
      .execute();
    assert.deepEqual(
      perStudio.map((studio) => studio.works_count),
      [60, 60, 60, 60],
    );
    const categories = await t.db
      .selectFrom('categories')
      .leftJoin('artwork_categories', 'artwork_categories.category_id', 'categories.id')
      .select(['categories.slug', sql<number>`count(artwork_categories.artwork_id)`.as('n')])
      .groupBy('categories.slug')
      .execute();
    assert.ok(
      categories.every((category) => Number(category.n) > 0),
      JSON.stringify(categories),
    );
    const names = (await t.db.selectFrom('artworks').select('name').execute()).map((row) => row.name);
    assert.ok(
      names.some((name) => /[\u0900-\u097f]/.test(name)),
      'Nepali names',
    );
    assert.ok(
      names.some((name) => /[\u4e00-\u9fff]/.test(name)),
      'Chinese names',
    );
    const notForSale = await t.db.selectFrom('artworks').select('id').where('price', '=', '0').execute();
    assert.ok(notForSale.length > 0);
  });

  it('makes one running, two past and two coming exhibitions, the fixed one explicit', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().message;
    assert.equal((await get('/api/current/exhibitions')).length, 1);
    assert.equal((await get('/api/previous/exhibitions')).length, 2);
    assert.equal((await get('/api/upcomming/exhibitions')).length, 2);
    const explicit = await get(`/api/exhibitions/${DEMO_EXHIBITION_IDS.explicit}`);
    assert.equal(explicit.explicit, true);
    assert.equal(explicit.items.length, 6);
    assert.ok(explicit.items.every((item: { thumb: string }) => item.thumb.endsWith('.webp')));
  });
});
