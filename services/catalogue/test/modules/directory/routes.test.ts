import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { BASE_CATEGORIES } from '@art/contracts';
import { insertArtwork } from '../../support/search-fixtures.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

const painting = BASE_CATEGORIES.find((category) => category.name === 'Painting')!;
const photography = BASE_CATEGORIES.find((category) => category.name === 'Photography')!;

describe('studios directory', () => {
  let t: CatalogueTestContext;
  const artists: { id: string; slug: string; name: string }[] = [];
  let buyerId: string;

  before(async () => {
    t = await startCatalogueTestApp('directory');
    // 12 studios: followers 0, 10, 20 … 110; works 11 … 0 (the other way round); every third in
    // photography, the rest in painting.
    for (let i = 0; i < 12; i += 1) {
      const artist = await seedUser(t.db, { name: `Studio ${i}`, slug: `studio-${i}`, role: i % 2 ? 12 : 11 });
      const category = i % 3 === 0 ? photography : painting;
      await t.db
        .updateTable('users')
        .set({
          followers_count: i * 10,
          works_count: 11 - i,
          categories: JSON.stringify([{ _id: category._id, name: category.name }]),
          biography: `Biography ${i}`,
        })
        .where('id', '=', artist.id)
        .execute();
      artists.push(artist);
    }
    buyerId = (await seedUser(t.db, { name: 'Studio Buyer', slug: 'studio-buyer', role: 21 })).id;
  });
  after(async () => {
    await t?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { code: response.statusCode, body: response.json() };
  };

  it('lists studios by most followers, ten a page, with the total', async () => {
    const first = await get('/api/artists/sortable?sortby=followers');
    assert.equal(first.code, 200);
    assert.equal(first.body.status, 'success');
    assert.equal(first.body.total, 12, 'the regular user is not a studio');
    assert.deepEqual(
      first.body.message.map((artist: { name: string }) => artist.name),
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Studio ${i}`),
    );
    const second = await get('/api/artists/sortable?sortby=followers&skip=10');
    assert.deepEqual(
      second.body.message.map((artist: { name: string }) => artist.name),
      ['Studio 1', 'Studio 0'],
    );
    const top = first.body.message[0];
    assert.deepEqual(top, {
      _id: artists[11].id,
      name: 'Studio 11',
      slug: 'studio-11',
      picture: '',
      cover: '',
      role: 12,
      verifiedArtist: false,
      categories: [{ _id: painting._id, name: 'Painting' }],
      followsCount: 110,
      productsCount: 0,
      totalArtworks: 0,
      info: { biography: 'Biography 11' },
    });
  });

  it('lists studios by most works', async () => {
    const page = await get('/api/artists/sortable?sortby=works&limit=3');
    assert.deepEqual(
      page.body.message.map((artist: { productsCount: number }) => artist.productsCount),
      [11, 10, 9],
    );
  });

  it('filters by category (id, slug or name) and says when a category does not exist', async () => {
    const byId = await get(`/api/artists/sortable?category=${photography._id}`);
    assert.equal(byId.body.total, 4);
    assert.deepEqual(
      byId.body.message.map((artist: { name: string }) => artist.name),
      ['Studio 9', 'Studio 6', 'Studio 3', 'Studio 0'],
    );
    const bySlug = await get(`/api/artists/category/${painting.slug}?limit=2`);
    assert.equal(bySlug.body.total, 8);
    assert.deepEqual(
      bySlug.body.message.map((artist: { name: string }) => artist.name),
      ['Studio 11', 'Studio 10'],
    );
    const all = await get('/api/artists/category/all');
    assert.equal(all.body.total, 12);
    const unknown = await get('/api/artists/category/no-such-category');
    assert.equal(unknown.code, 404);
    assert.equal(unknown.body.message, 'Category not found');
  });

  it('lists a studio under the categories of its works too, not only its declared styles', async () => {
    // Studio 0 declared photography and shows a painting; Studio 3's painting was hidden by an
    // operator and Studio 6's deleted: only Studio 0 joins the eight painters.
    const [studio0, , , studio3, , , studio6] = artists;
    await insertArtwork(t.db, { name: 'Rice Terraces in Oil', authorId: studio0!.id, category: 'Painting' });
    const hidden = await insertArtwork(t.db, { name: 'Hidden Oil', authorId: studio3!.id, category: 'Painting' });
    const deleted = await insertArtwork(t.db, { name: 'Deleted Oil', authorId: studio6!.id, category: 'Painting' });
    await t.db.updateTable('artworks').set({ hidden_at: new Date() }).where('id', '=', hidden).execute();
    await t.db.updateTable('artworks').set({ deleted_at: new Date() }).where('id', '=', deleted).execute();
    try {
      const byWorks = await get(`/api/artists/category/${painting.slug}?limit=20`);
      assert.equal(byWorks.body.total, 9);
      const names = byWorks.body.message.map((artist: { name: string }) => artist.name);
      assert.ok(names.includes('Studio 0'), names.join(', '));
      assert.ok(!names.includes('Studio 3') && !names.includes('Studio 6'), names.join(', '));
      const photographers = await get(`/api/artists/sortable?category=${photography._id}`);
      assert.equal(photographers.body.total, 4, 'its declared style still counts');
    } finally {
      await t.db.deleteFrom('artworks').where('author_id', 'in', [studio0!.id, studio3!.id, studio6!.id]).execute();
    }
  });

  it('answers the top studios', async () => {
    const top = await get('/api/artists/top?total=3');
    assert.deepEqual(
      top.body.message.map((artist: { name: string }) => artist.name),
      ['Studio 11', 'Studio 10', 'Studio 9'],
    );
    const all = await get('/api/artists/top/all');
    assert.equal(all.body.message.length, 12);
    const tooMany = await get('/api/artists/top?total=1000');
    assert.equal(tooMany.code, 400);
  });

  it('answers one studio by slug, and 404 for people who are not studios', async () => {
    const one = await get('/api/artist/studio-4');
    assert.equal(one.code, 200);
    assert.equal(one.body.message._id, artists[4].id);
    const buyer = await get('/api/artist/studio-buyer');
    assert.equal(buyer.code, 404);
    assert.equal(buyer.body.message, 'Sorry, the artist is unavailable!');
    const missing = await get(`/api/artist/${randomUUID()}`);
    assert.equal(missing.code, 404);
  });

  it('hides a studio from a viewer it has blocked', async () => {
    await t.db.insertInto('blocks').values({ blocker_id: artists[11].id, blocked_id: buyerId }).execute();
    const headers = viewerHeaders(buyerId, 21);
    const page = await get('/api/artists/sortable', headers);
    assert.equal(page.body.total, 11);
    assert.ok(!page.body.message.some((artist: { _id: string }) => artist._id === artists[11].id));
    assert.equal((await get('/api/artist/studio-11', headers)).code, 404);
    assert.equal((await get('/api/artist/studio-11')).code, 200, 'everyone else still sees it');
  });
});
